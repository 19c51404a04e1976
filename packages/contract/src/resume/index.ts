export * from './parsed-resume.schema';
export * from './resume-interview.schema';
export * from './resume-parsing-paths';
export * from './resume-verdict.schema';

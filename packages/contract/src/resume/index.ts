export * from './parsed-resume.schema';
export * from './resume-interview.schema';
export * from './resume-verdict.schema';

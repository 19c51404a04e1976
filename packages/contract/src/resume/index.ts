export * from './parsed-resume.schema';
export * from './resume-verdict.schema';

export * from './applicant.schema';
export * from './applicant-paths';

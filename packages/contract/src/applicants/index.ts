export * from './applicant.schema';

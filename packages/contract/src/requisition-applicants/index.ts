export * from './requisition-applicant.schema';
export * from './requisition-applicant-paths';

export * from './requisition-applicant.schema';

export * from './anps.schema';
export * from './assessment.schema';
export * from './assessment-template.schema';
export * from './cefr';

export * from './requisition.schema';
export * from './requisition-status';

export * from './requisition.schema';
export * from './requisition-paths';
export * from './requisition-status';

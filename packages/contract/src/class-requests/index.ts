export * from './class-request.schema';
export * from './class-request-display';
export * from './class-request-fields';
export * from './class-request-paths';

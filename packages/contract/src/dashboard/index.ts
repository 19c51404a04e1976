export * from './dashboard.schema';
export * from './dashboard-paths';

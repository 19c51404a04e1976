export * from './scorecard.schema';
export * from './scorecard-paths';

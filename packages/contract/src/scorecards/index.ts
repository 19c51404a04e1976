export * from './scorecard.schema';

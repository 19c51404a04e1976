export * from './caller-scope';
export * from './record-scopes';

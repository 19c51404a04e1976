export * from './caller-scope';

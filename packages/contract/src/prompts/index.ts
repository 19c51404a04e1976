export * from './ai-call.schema';
export * from './prompt.schema';
export * from './prompt-paths';
export * from './prompt-template';

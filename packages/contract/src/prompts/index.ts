export * from './ai-call.schema';
export * from './prompt.schema';
export * from './prompt-template';

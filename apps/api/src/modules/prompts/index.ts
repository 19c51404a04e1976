// What other modules may use of "prompts"; everything else in this folder is its own.
export { insertAiCall } from './ai-calls.repo';
export { documentText } from './document-text';
export { runMessages } from './prompt-messages';
export { findPrompt, findVersion } from './prompts.repo';
export { promptsRoutes } from './prompts.routes';
export { promptsStreamingRoutes } from './prompts-streaming.routes';

// What other modules may use of "application-typing-step": its routes and the step's own
// completion, which the typing page's submission calls (interviews).
export { typingStepFor } from './typing-step';
export { applicationTypingStepRoutes } from './typing-step.routes';

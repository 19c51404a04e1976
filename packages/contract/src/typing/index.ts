export { kogasa, scoreTyping, type TTypingTally } from './typing-formulas';
export * from './typing-integrity';
export * from './typing-log.schema';
export {
  applyKeystroke,
  createTypingReplay,
  currentWordIndex,
  isTypingKey,
  type TCharCounts,
  type TTypingReplay,
  TYPING_MAX_EXTRA_CHARS,
  typingCaret,
  typingCounts,
  typingText,
} from './typing-replay';
export * from './typing-score';
export * from './typing-validate';

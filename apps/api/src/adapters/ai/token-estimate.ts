/**
 * Tokens for text when the provider reports none (the built-in engine, or a server that omits
 * usage): about four characters per token for English, the rule of thumb OpenAI documents.
 */
export const estimateTokens = (text: string) => (text.length === 0 ? 0 : Math.ceil(text.length / 4));

export const estimateMessagesTokens = (messages: { content: string }[]) =>
  messages.reduce((n, m) => n + estimateTokens(m.content) + 4, 0);

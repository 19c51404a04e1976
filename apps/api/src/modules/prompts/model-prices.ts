/**
 * US dollars per million tokens (input, output) for models whose list price is public; used for
 * the test panel's cost estimate. Unknown models (self-hosted ones included) show no estimate.
 */
const PRICES: [RegExp, number, number][] = [
  [/^gpt-4o-mini/, 0.15, 0.6],
  [/^gpt-4o/, 2.5, 10],
  [/^gpt-4\.1-nano/, 0.1, 0.4],
  [/^gpt-4\.1-mini/, 0.4, 1.6],
  [/^gpt-4\.1/, 2, 8],
  [/^gpt-3\.5-turbo/, 0.5, 1.5],
];

export const costUsd = (provider: string, model: string, inputTokens: number, outputTokens: number) => {
  if (provider === 'built-in') return 0;
  const hit = PRICES.find(([re]) => re.test(model));
  if (!hit) return null;
  return Math.round(((inputTokens * hit[1] + outputTokens * hit[2]) / 1_000_000) * 1e6) / 1e6;
};

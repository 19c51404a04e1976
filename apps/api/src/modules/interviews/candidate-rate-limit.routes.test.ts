import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '5' });
});
afterAll(() => t.close());

describe('candidate interview routes', () => {
  it('are rate limited per address: guessing tokens soon answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const token = `${'A'.repeat(42)}${String.fromCharCode(65 + i)}`;
      statuses.push((await call(t.app, 'GET', `/api/applicant-interviews/open/${token}`)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses.at(-1)).toBe(429);
    const res = await call(t.app, 'PUT', `/api/typing-assessment-test-results/submit/${'Z'.repeat(43)}`, {
      body: { keystrokes: [], pasteAttempts: 0, focusLosses: 0, restarts: 0 },
    });
    expect(res.status).toBe(429);
    expect(res.body.errors).toEqual(['Too many requests']);
  });
});

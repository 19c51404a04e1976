import { describe, expect, it } from 'vitest';
import { defaultWorkerCount } from './server-workers';

describe('how many processes serve the port by default', () => {
  it('is one per CPU on PostgreSQL (with or without Redis), else one', () => {
    expect(defaultWorkerCount({ DATABASE_URL: 'postgres://x', REDIS_URL: 'redis://r' }, 4)).toBe(4);
    expect(defaultWorkerCount({ DATABASE_URL: 'postgres://x' }, 4)).toBe(4);
    expect(defaultWorkerCount({ REDIS_URL: 'redis://r' }, 4)).toBe(1);
    expect(defaultWorkerCount({}, 4)).toBe(1);
    expect(defaultWorkerCount({ DATABASE_URL: 'postgres://x', REDIS_URL: 'redis://r' }, 128)).toBe(64);
  });
});

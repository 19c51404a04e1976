import { describe, expect, it } from 'vitest';
import { parsePoolSize } from './parse-pool';

describe('parse workers per server process', () => {
  it('share the CPUs with the other server processes, at least one and at most two', () => {
    expect(parsePoolSize(2, 2)).toBe(1);
    expect(parsePoolSize(2, 1)).toBe(2);
    expect(parsePoolSize(8, 2)).toBe(2);
    expect(parsePoolSize(8, 8)).toBe(1);
    expect(parsePoolSize(1, 1)).toBe(1);
    expect(parsePoolSize(2, Number.NaN)).toBe(2);
  });
});

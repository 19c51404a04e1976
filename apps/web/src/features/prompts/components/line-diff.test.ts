import { describe, expect, it } from 'vitest';
import { lineDiff } from './line-diff';

describe('lineDiff', () => {
  it('keeps equal lines aligned and pairs a changed line with its replacement', () => {
    const rows = lineDiff('a\nb\nc', 'a\nB\nc\nd');
    expect(rows.map((r) => [r.kind, r.left, r.right])).toEqual([
      ['same', 'a', 'a'],
      ['changed', 'b', 'B'],
      ['same', 'c', 'c'],
      ['changed', null, 'd'],
    ]);
  });

  it('shows nothing changed for identical texts', () => {
    expect(lineDiff('x\ny', 'x\ny').every((r) => r.kind === 'same')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { pseudoMessage, pseudoMessages } from './pseudo-locale';

describe('pseudo-locale', () => {
  it('wraps and accents a message, keeping its placeholders as written', () => {
    expect(pseudoMessage('Send {{count, number}} answers to {{name}}')).toBe(
      '⟦Ŝéñd {{count, number}} áñŝwérŝ tó {{name}}⟧',
    );
  });

  it('turns every message of a nested file, plural forms included', () => {
    expect(pseudoMessages({ a: { b_one: 'one', b_other: 'many' }, c: 'Hi' })).toEqual({
      a: { b_one: '⟦óñé⟧', b_other: '⟦máñý⟧' },
      c: '⟦Hí⟧',
    });
  });
});

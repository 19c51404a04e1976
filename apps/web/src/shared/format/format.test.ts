import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysUntil, formatDate, formatDateTime, formatMoney, formatMoneyRange, formatNumber } from './format';

const asReader = (language: string) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue([language] as unknown as readonly string[]);

describe('shared formatting', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a calendar date as that day, without a time, whatever the time zone', () => {
    asReader('en-US');
    expect(formatDate('2026-12-01')).toBe('Dec 1, 2026');
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('follows the reader’s locale', () => {
    asReader('de-DE');
    expect(formatDate('2026-12-01')).toBe('01.12.2026');
    expect(formatMoney(1234.5, 'EUR')).toMatch(/^1\.234,50\s€$/);
  });

  it('shows instants with their time and nothing for missing values', () => {
    asReader('en-US');
    expect(formatDateTime('2026-12-01T10:30:00Z')).toMatch(/2026/);
    expect(formatDateTime('2026-12-01T10:30:00Z')).toMatch(/\d:\d\d/);
    expect(formatDateTime(null)).toBe('—');
    expect(formatDate(undefined, 'Never')).toBe('Never');
    expect(formatDate('not a date')).toBe('—');
  });

  it('always shows money with its currency', () => {
    asReader('en-US');
    expect(formatMoney(25000, 'PHP')).toMatch(/PHP|₱/);
    expect(formatMoney(15, 'USD')).toBe('$15.00');
    expect(formatMoneyRange(15, 18, 'USD', 'Per hour')).toBe('$15.00 – $18.00 per hour');
    expect(formatNumber(12345.67)).toBe('12,345.7');
  });

  it('counts days to a calendar date from the reader’s today', () => {
    expect(daysUntil('2026-12-11', new Date(2026, 11, 1, 23, 59))).toBe(10);
    expect(daysUntil('2026-11-30', new Date(2026, 11, 1, 0, 1))).toBe(-1);
  });
});

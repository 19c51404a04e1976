import { describe, expect, it } from 'vitest';
import { isoOfUtcText, utcTimestampDecoder } from './pg-timestamp';

// What Drizzle's timestamptz column made of the same text before (its mapFromDriverValue).
const drizzleDate = (text: string) => new Date(text);
const decode = utcTimestampDecoder((v) => drizzleDate(v as string));

describe('utcTimestampDecoder', () => {
  it.each([
    '2026-11-28 02:33:01.123+00',
    '2026-11-28 02:33:01.12+00',
    '2026-11-28 02:33:01.1+00',
    '2026-11-28 02:33:01+00',
    '2026-11-28 02:33:01.123456+00',
    '1999-12-31 23:59:59.999+00',
    '2024-02-29 00:00:00.5+00',
    '0100-01-01 00:00:00+00',
    '9999-12-31 23:59:59.999999+00',
    '1970-01-01 00:00:00.0005+00',
  ])('gives the same Date and ISO text as parsing %s', (text) => {
    const d = decode(text) as Date;
    const before = drizzleDate(text);
    expect(d).toBeInstanceOf(Date);
    expect(d.getTime()).toBe(before.getTime());
    expect(d.toISOString()).toBe(before.toISOString());
    expect(JSON.stringify({ d })).toBe(JSON.stringify({ d: before }));
  });

  it.each([
    '2026-11-28 03:33:01.123+01',
    '2026-11-28 02:33:01.123-05:30',
    '0044-03-15 12:00:00+00 BC',
    '12026-11-28 02:33:01+00',
    'infinity',
    '2026-11-28T02:33:01.123+00',
    '2026-11-28 02:33:01.+00',
    '2026-11-28 02:33:01.12a+00',
    '2026-11-28 02:33:01.1234x+00',
    '2026/11/28 02:33:01+00',
    '2026-11-28 02-33-01+00',
  ])('leaves %s to the column decoder', (text) => {
    expect(isoOfUtcText(text)).toBeUndefined();
    const d = decode(text) as Date;
    expect(Number.isNaN(d.getTime()) ? 'invalid' : d.toISOString()).toBe(
      Number.isNaN(drizzleDate(text).getTime()) ? 'invalid' : drizzleDate(text).toISOString(),
    );
  });

  it('gives the same instants and ISO text as parsing, for random instants from year 100 to 9999', () => {
    let seed = 32;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const from = Date.UTC(100, 0, 1);
    const to = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
    for (let i = 0; i < 2000; i++) {
      const t = Math.floor(from + next() * (to - from));
      const iso = new Date(t).toISOString();
      const micros = String(Math.floor(next() * 1000)).padStart(3, '0');
      const fraction = [
        ``,
        `.${iso.slice(20, 21)}`,
        `.${iso.slice(20, 22)}`,
        `.${iso.slice(20, 23)}${micros}`,
      ][i % 4];
      const text = `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction}+00`;
      const d = decode(text) as Date;
      expect(d.getTime()).toBe(drizzleDate(text).getTime());
      expect(d.toISOString()).toBe(drizzleDate(text).toISOString());
    }
  });
});

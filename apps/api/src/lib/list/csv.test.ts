import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvStream } from './csv';

describe('csv', () => {
  it('quotes per RFC 4180 and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    for (const bad of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(bad).replaceAll('"', '').startsWith('\t')).toBe(true);
    expect(csvCell(null)).toBe('');
  });

  it('streams batches that a CSV parser reads back intact', async () => {
    async function* batches() {
      yield [{ name: 'Ann, "A"', note: '=HYPERLINK("x")' }];
      yield [{ name: 'Bob\nSmith', note: 'ok' }];
    }
    let text = '';
    for await (const chunk of csvStream(
      [
        { header: 'Name', value: (r: { name: string }) => r.name },
        { header: 'Note', value: (r: { note: string }) => r.note },
      ],
      batches(),
    )) {
      text += chunk;
    }
    const rows = parse(text.replace(/^\uFEFF/, ''), { columns: true }) as { Name: string; Note: string }[];
    expect(rows).toEqual([
      { Name: 'Ann, "A"', Note: '\t=HYPERLINK("x")' },
      { Name: 'Bob\nSmith', Note: 'ok' },
    ]);
  });
});

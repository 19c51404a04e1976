import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvStream } from './csv';
import { DANGEROUS } from './csv-samples.test-helper';

const read = async (stream: AsyncIterable<unknown>) => {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
};

describe('csv', () => {
  it('quotes per RFC 4180', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
  });

  it('defuses every cell start on the OWASP list: a CSV parser reads each back prefixed with a quote', async () => {
    async function* batches() {
      yield DANGEROUS.map((value, i) => ({ n: i, value }));
    }
    const text = await read(
      await csvStream(
        [
          { header: 'N', value: (r: { n: number }) => r.n },
          { header: 'Value', value: (r: { value: string }) => r.value },
        ],
        batches(),
      ),
    );
    const rows = parse(text, { bom: true, columns: true }) as { N: string; Value: string }[];
    expect(rows.map((r) => r.Value)).toEqual(DANGEROUS.map((v) => `'${v}`));
  });

  it('leaves harmless cells alone, including ones with formula characters later on', () => {
    for (const ok of ['Ann', '1-2', 'a=b', 'x@example.com', '42', "O'Neil", '%', '%1', '50%'])
      expect(csvCell(ok)).toBe(ok);
    // An invisible character alone, or before harmless text, is kept as it is (quoting aside).
    expect(csvCell('\u200BAnn')).toBe('\u200BAnn');
  });

  it('streams batches that a CSV parser reads back intact', async () => {
    async function* batches() {
      yield [{ name: 'Ann, "A"', note: '=HYPERLINK("x")' }];
      yield [{ name: 'Bob\nSmith', note: 'ok' }];
    }
    const text = await read(
      await csvStream(
        [
          { header: 'Name', value: (r: { name: string }) => r.name },
          { header: 'Note', value: (r: { note: string }) => r.note },
        ],
        batches(),
      ),
    );
    const rows = parse(text, { bom: true, columns: true }) as { Name: string; Note: string }[];
    expect(rows).toEqual([
      { Name: 'Ann, "A"', Note: `'=HYPERLINK("x")` },
      { Name: 'Bob\nSmith', Note: 'ok' },
    ]);
  });

  it('fails before the first byte when the first batch cannot be read', async () => {
    async function* batches(): AsyncGenerator<{ a: string }[]> {
      yield* [];
      throw new Error('Invalid sort');
    }
    await expect(csvStream([{ header: 'A', value: (r: { a: string }) => r.a }], batches())).rejects.toThrow(
      'Invalid sort',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { toCsv } from './figure-csv';

describe('figure CSV', () => {
  it('quotes separators and defuses text a spreadsheet would run as a formula; numbers stay numbers', () => {
    const rows = [
      ['a, b', 3],
      ['=SUM(A1)', -2],
      ['say "hi"', null],
      ['-1+2', 0.5],
    ];
    expect(toCsv(['Name', 'Count'], rows)).toBe(
      `Name,Count\r\n"a, b",3\r\n"'=SUM(A1)",-2\r\n"say ""hi""",\r\n"'-1+2",0.5\r\n`,
    );
  });
});

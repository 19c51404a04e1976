import { CSV_FORMULA_START } from '@ats/contract';

/**
 * One CSV cell (RFC 4180); text is defused like the server's exports
 * (docs/decisions/lists-and-exports.md#csv-defusing), numbers stay numbers.
 */
const cell = (v: unknown) => {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  let s = v === null || v === undefined ? '' : String(v);
  if (CSV_FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n']/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const toCsv = (headers: string[], rows: unknown[][]) =>
  `${[headers, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;

/** Saves the figure's table as a CSV file (built in the browser from the data on screen). */
export const saveCsv = (fileName: string, headers: string[], rows: unknown[][]) => {
  const href = URL.createObjectURL(
    new Blob([`\uFEFF${toCsv(headers, rows)}`], { type: 'text/csv;charset=utf-8' }),
  );
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
};

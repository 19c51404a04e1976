/**
 * Every cell start OWASP's CSV injection page lists, ASCII and full-width, the small forms and the
 * minus sign, and each behind invisible format characters or a double quote.
 */
export const DANGEROUS = [
  '=1+1',
  '+1',
  '-1',
  '@SUM(A1)',
  '\t=1+1',
  '\rx',
  '\nx',
  ';calc',
  '|cmd',
  '＝1+1',
  '＋1',
  '－1',
  '＠SUM(A1)',
  '﹦1+1',
  '﹢1',
  '﹣1',
  '\u22121',
  '\u200B=1+1',
  '\uFEFF=1+1',
  '\u2060@SUM(A1)',
  '"=1+1',
  '\u200B"\u200D-1',
];

/**
 * Cells a spreadsheet may read as a formula or a command (OWASP "CSV Injection"): = + - @, TAB,
 * CR, LF, `;` and `|` (DDE separators in some locales and in LibreOffice), the full-width forms
 * ＝ ＋ － ＠, the small forms ﹦ ﹢ ﹣ and the minus sign − that spreadsheets may normalise to their
 * ASCII twins — also behind invisible format characters (zero-width space, joiners, direction
 * marks, BOM) or a double quote, which a spreadsheet or an import step may drop. `%` is not one: no
 * spreadsheet starts a formula with it (docs/decisions/lists-and-exports.md#csv-defusing). One rule
 * for the server's exports and the browser's.
 */
export const CSV_FORMULA_CHARS = '=+\\-@\t\r\n;|\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\u2212';
/** Invisible format characters (a regular-expression class body, ranges included). */
export const CSV_INVISIBLE = '\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF';
/** A cell value that must be prefixed with `'` before it goes into a CSV file. */
export const CSV_FORMULA_START = new RegExp(`^[${CSV_INVISIBLE}"]*[${CSV_FORMULA_CHARS}]`);

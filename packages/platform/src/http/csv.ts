/** A number written with fixed decimals (`csvDecimal`): numeric by construction, never neutralised. */
export interface CsvDecimal {
  readonly csvDecimal: string;
}

export type CsvValue = string | number | CsvDecimal;

/** `value` with `digits` decimals (₹ 80 → 80.00), kept a number in the sheet (no `'` prefix). */
export const csvDecimal = (value: number, digits: number): CsvDecimal => ({
  csvDecimal: value.toFixed(digits),
});

/**
 * Text a spreadsheet would read as a formula (OWASP CSV injection): a payer named
 * `=HYPERLINK(…)` would run in the admin's sheet. A leading `'` makes it plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV cell. Text is neutralised when a spreadsheet would run it, then quoted (quotes doubled)
 * when it holds a comma, quote or line break. Numbers are ours, not the user's, and stay numbers.
 */
export const csvCell = (value: CsvValue): string => {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.csvDecimal;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows as a CSV file's text: CRLF line ends, one after the last row too (RFC 4180). */
export const csvText = (rows: readonly (readonly CsvValue[])[]): string =>
  `${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;

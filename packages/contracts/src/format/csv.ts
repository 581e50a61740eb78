/** A CSV cell: quoted (quotes doubled) when it holds a comma, quote or line break. */
export const csvCell = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows as a CSV file's text: CRLF line ends, one after the last row too (RFC 4180). */
export const csvText = (rows: readonly (readonly (string | number)[])[]): string =>
  `${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;

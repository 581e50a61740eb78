export interface MatrixRow {
  route: string;
  access: string;
  caller: string;
  status: number;
  error?: string;
  /** What was expected instead, when the row fails. */
  failure?: string;
}

/** A plain-text table (route, access, caller, status, expected), one row per call. */
export function formatTable(rows: readonly MatrixRow[]): string {
  const cells = rows.map((row) => [
    row.failure ? '✗' : ' ',
    row.route,
    row.access,
    row.caller,
    String(row.status),
    row.failure ? `expected ${row.failure}${row.error ? `, got "${row.error}"` : ''}` : '',
  ]);
  const header = [' ', 'route', 'access', 'caller', 'status', ''];
  const widths = header.map((_, i) =>
    Math.max(...[header, ...cells].map((line) => line[i]!.length)),
  );
  return [header, ...cells]
    .map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

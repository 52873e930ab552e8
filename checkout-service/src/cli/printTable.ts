/** Rows as a plain-text table with a header line, columns padded to their widest cell. */
export function formatTable(rows: ReadonlyArray<Record<string, string>>): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map((row) => line(columns.map((c) => row[c])))].join('\n');
}

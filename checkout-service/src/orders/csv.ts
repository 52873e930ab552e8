import { stringify } from 'csv-stringify/sync';

/**
 * Text that a spreadsheet would run as a formula (`=HYPERLINK(...)` typed into a name or the
 * notes) is prefixed with an apostrophe, so what shoppers typed stays text when the farm opens
 * the export.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** RFC 4180 CSV with a header row, CRLF line ends, quoted where needed. */
export function toCsv<C extends string>(columns: readonly C[], records: ReadonlyArray<Record<C, string>>): string {
  return stringify([...records], {
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    cast: { string: (value) => (FORMULA_START.test(value) ? `'${value}` : value) },
  });
}

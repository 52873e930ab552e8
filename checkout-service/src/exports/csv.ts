import { stringify } from 'csv-stringify/sync';

/**
 * Text that a spreadsheet would run as a formula (`=HYPERLINK(...)` typed into a name or the
 * notes) gets an apostrophe before it, so what shoppers typed stays text when the farm opens the
 * export (docs/decisions/csv-export.md). Not only at the cell's start: a spreadsheet whose list
 * separator is `;` (the farm's Brazilian Excel) or a tab, or that breaks the row at a line break,
 * starts a new cell there, quotes or not. Spaces and quotes before the formula may be dropped.
 */
const FORMULA_AFTER_SEPARATOR = /(^|[,;\t\r\n])([ "]*)(?=[=+\-@\t\r])/g;

/**
 * Cells holding any separator a spreadsheet may use, a quote or a line break are quoted;
 * csv-stringify alone leaves `;`, tabs and a lone line feed bare.
 */
const NEEDS_QUOTES = /[,;\t\r\n"]/;

/**
 * A phone number as shoppers and Stripe write it: an optional leading +, then digits, spaces,
 * brackets, dots, slashes and hyphens. No letter, `=`, `|` or second `+` fits, so it cannot call a
 * function or another program; at most it reads as a number.
 */
const PHONE_NUMBER = /^\+?[0-9(][0-9 ()./-]{2,29}$/;
const MIN_PHONE_DIGITS = 3;

function isPhoneNumber(value: string): boolean {
  return PHONE_NUMBER.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= MIN_PHONE_DIGITS;
}

/**
 * A courier's import reads `'+1 555 0100` with its apostrophe, so a phone column keeps a plain
 * phone number as it is; anything else in it is guarded like free text.
 */
function safeCell(value: string, isPhoneColumn: boolean): string {
  if (isPhoneColumn && isPhoneNumber(value)) return value;
  return value.replace(FORMULA_AFTER_SEPARATOR, "$1$2'");
}

/** RFC 4180 CSV with a header row, CRLF line ends, quoted where needed; `phoneColumns` hold phone numbers. */
export function toCsv<C extends string>(
  columns: readonly C[],
  records: ReadonlyArray<Record<C, string>>,
  phoneColumns: readonly C[] = [],
): string {
  const safe = records.map((record) =>
    Object.fromEntries(columns.map((column) => [column, safeCell(record[column], phoneColumns.includes(column))])),
  );
  return stringify(safe, { header: true, columns: [...columns], record_delimiter: 'windows', quoted_match: NEEDS_QUOTES });
}

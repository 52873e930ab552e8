/**
 * What a shopper typed over several lines (the order's notes), shown in an e-mail as their quoted
 * words: copied as it was, its lines ('Bcc: …', a link) read as the message's own (issue 37).
 */
export const NOTES_HEADING = "The shopper's notes, in their own words:";

/** Every line break a mail reader honours, and any other control character left in old orders. */
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** The notes' lines, without blank lines at either end; none when the notes are empty. */
export function noteLines(notes: string | null): string[] {
  const lines = (notes ?? '').split(LINE_BREAK).map((line) => line.replace(CONTROL, '').trimEnd());
  while (lines.length > 0 && lines[0].trim() === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  return lines;
}

/** A line of the text part's quote, under NOTES_HEADING: after `> ` (a blank one as `>`). */
export const quoteLine = (line: string) => (line ? `> ${line}` : '>');

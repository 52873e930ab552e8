/**
 * How the office lists what visitors sent. The service answers in this order already; the office
 * sorts again, so what the staff see first does not hang on the order of an answer.
 */

/** What is new first, then the newest first; otherwise as given (the sort is stable). */
export function newFirst<T extends { status: string }>(items: readonly T[], at: (item: T) => string): T[] {
  return [...items].sort((a, b) => Number(b.status === 'new') - Number(a.status === 'new') || at(b).localeCompare(at(a)));
}

/** A message's first line with any text, for a one-line preview (the whole text is on its page). */
export function firstLine(text: string): string {
  return (
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find(Boolean) ?? ''
  );
}

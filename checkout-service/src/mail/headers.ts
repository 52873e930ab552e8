/**
 * Header values built from what shoppers typed (their name) or the order holds: a CR or LF in
 * one could start a header of its own (`Bcc: …`), so every line break becomes a space before any
 * header is built, and a display name loses the characters that would end its quoting.
 */
export const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** `"Ana Souza" <ana@example.com>`, or the bare address without a usable name. */
export function mailbox(name: string | null, address: string): string {
  const plainAddress = oneLine(address).replace(/[<>",;\s]/g, '');
  const plainName = oneLine(name ?? '').replace(/["\\<>]/g, '');
  return plainName ? `"${plainName}" <${plainAddress}>` : plainAddress;
}

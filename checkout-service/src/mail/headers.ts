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

/**
 * The name and address a `mailbox()` text holds, read back by its own shape, for nodemailer as an
 * object: handed the text, nodemailer would parse it as a header and read `( )` in the address as
 * a comment (`mal(comment)lory@evil.example` went to lory@evil.example, issue 37). So the message
 * goes to exactly the address stored.
 */
export function recipient(to: string): { name: string; address: string } {
  const named = /^"([^"]*)" <([^<>]*)>$/.exec(to);
  return named ? { name: named[1], address: named[2] } : { name: '', address: to };
}

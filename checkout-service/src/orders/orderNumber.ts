import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a number read out on the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A short public order number such as "TV-7K3M9Q2X": 40 random bits, so numbers reveal nothing
 * about how many orders the farm takes, and a clash (caught by a unique index) is vanishingly rare.
 */
export function newOrderNumber(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < 8; i++) {
    text = ALPHABET[Number(bits & 31n)] + text;
    bits >>= 5n;
  }
  return `TV-${text}`;
}

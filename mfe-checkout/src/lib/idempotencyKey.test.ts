import { webcrypto } from 'node:crypto';
import { newIdempotencyKey } from './idempotencyKey';

describe('newIdempotencyKey', () => {
  it('uses crypto.randomUUID where the browser has it', () => {
    expect(newIdempotencyKey({ randomUUID: () => '11111111-2222-4333-8444-555555555555', getRandomValues: (a) => a })).toBe(
      '11111111-2222-4333-8444-555555555555',
    );
  });

  it('falls back to 128 random bits outside secure contexts, different every time', () => {
    // Node's own getRandomValues, behind the browser's signature (the key asks for 16 bytes).
    const fallback = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => webcrypto.getRandomValues(array as Uint8Array) as unknown as T,
    };
    const first = newIdempotencyKey(fallback);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey(fallback)).not.toBe(first);
  });
});

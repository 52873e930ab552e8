import { acceptedRequestId } from './requestId';

describe('the request id a hop was given', () => {
  it("is kept: nginx's, or the shell server's", () => {
    expect(acceptedRequestId('3f2a9c1e0b7d4e8f')).toBe('3f2a9c1e0b7d4e8f');
    expect(acceptedRequestId('edge-1:abc@x.y')).toBe('edge-1:abc@x.y');
  });

  it('is refused when none came, or one a log line could be confused by, so the hop makes its own', () => {
    for (const given of [undefined, '', 'a b', 'forged\n{"level":50}', 'x'.repeat(129)]) expect(acceptedRequestId(given)).toBeNull();
  });
});

import { checkoutBody, OTHER_SITE, postCheckout, serveForSuite, SITE } from './support/fixtures';

const refusal = (name: string) => ({
  error: `${name} must be an absolute address on this shop's own site, such as ${SITE}/checkout/success.`,
  code: 'validation',
});

describe('success_url and cancel_url', () => {
  const service = serveForSuite();

  it('accepts any allowed site origin', async () => {
    const res = await postCheckout(
      service.http,
      checkoutBody({ success_url: `${OTHER_SITE}/checkout/success`, cancel_url: `${OTHER_SITE}/checkout/cancel` }),
    );
    expect(res.status).toBe(200);
    expect(res.body.url.startsWith(`${OTHER_SITE}/api/test-payment/`)).toBe(true);
  });

  it.each([
    ['a foreign site', 'https://evil.example/checkout/success'],
    ['a look-alike host that starts like the site', 'http://localhost:3000.evil.example/checkout/success'],
    ['the site host as userinfo of another host', 'http://localhost:3000@evil.example/checkout/success'],
    ['credentials before the site host', 'http://user:pass@localhost:3000/checkout/success'],
    ['a protocol-relative address', '//evil.example/checkout/success'],
    ['a relative path', '/checkout/success'],
    ['another port of the same host', 'http://localhost:3001/checkout/success'],
    ['another scheme on the same host', 'https://localhost:3000/checkout/success'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['backslash tricks', 'http:\\\\evil.example\\checkout'],
    ['an empty string', ''],
    ['a number', 3000],
    ['a missing value', undefined],
    ['a very long address', `${SITE}/${'a'.repeat(3000)}`],
  ])('refuses %s', async (_case, url) => {
    const success = await postCheckout(service.http, checkoutBody({ success_url: url }));
    expect(success.status).toBe(400);
    expect(success.body).toEqual(refusal('success_url'));

    const cancel = await postCheckout(service.http, checkoutBody({ cancel_url: url }));
    expect(cancel.status).toBe(400);
    expect(cancel.body).toEqual(refusal('cancel_url'));
  });
});

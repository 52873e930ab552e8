import { findProductById, formatCents, products, productPriceCents } from 'contract';
import { checkoutBody, postCheckout, serveForSuite, SITE } from './support/fixtures';

const priceOf = (id: number) => productPriceCents(findProductById(id)!);

describe('POST /api/create-checkout-session (local test-payment provider)', () => {
  const service = serveForSuite();

  it("answers with a session id and the test-payment page on the shopper's own origin", async () => {
    const res = await postCheckout(service.http, checkoutBody(), 'attempt-1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.stringMatching(/^test_[0-9a-f]{32}$/), url: `${SITE}/api/test-payment/${res.body.id}` });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('prices every line from the catalogue and ignores the price, title and thumb sent', async () => {
    const tampered = checkoutBody({
      items: [
        { id: 1, title: 'Free tomatoes', price: 0.01, thumb: 'evil.svg', quantity: 2 },
        { id: 2, title: '<script>alert(1)</script>', price: -5, quantity: 1 },
      ],
    });
    const res = await postCheckout(service.http, tampered);
    expect(res.status).toBe(200);
    const page = await service.http.get(new URL(res.body.url).pathname);
    const expectedTotal = priceOf(1) * 2 + priceOf(2);
    expect(page.text).toContain(`<td class="num" data-testid="test-payment-total">${formatCents(expectedTotal)}</td>`);
    expect(page.text).toContain(findProductById(1)!.title);
    expect(page.text).not.toContain('Free tomatoes');
    expect(page.text).not.toContain('<script>');
    expect(page.text).not.toContain('$0.01');
  });

  it('merges repeated ids into one line', async () => {
    const res = await postCheckout(
      service.http,
      checkoutBody({
        items: [
          { id: 1, quantity: 2 },
          { id: 1, quantity: 3 },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const page = await service.http.get(new URL(res.body.url).pathname);
    expect(page.text.match(/<tr><td>/g)).toHaveLength(1);
    expect(page.text).toContain(`<td class="num">5</td>`);
    expect(page.text).toContain(formatCents(priceOf(1) * 5));
  });

  it('accepts 50 lines, the last product of the catalogue and quantity 99', async () => {
    const last = products[products.length - 1];
    const items = Array.from({ length: 50 }, (_, i) => ({ id: products[i % products.length].id, quantity: 1 }));
    expect((await postCheckout(service.http, checkoutBody({ items }))).status).toBe(200);
    expect((await postCheckout(service.http, checkoutBody({ items: [{ id: last.id, quantity: 99 }] }))).status).toBe(200);
  });

  it.each<[string, unknown, string]>([
    ['items missing', undefined, 'items must be an array of cart lines, each with an id and a quantity.'],
    ['items not an array', { id: 1, quantity: 1 }, 'items must be an array of cart lines, each with an id and a quantity.'],
    ['items empty', [], 'Your cart is empty: items must hold at least one line.'],
    ['51 lines', Array.from({ length: 51 }, () => ({ id: 1, quantity: 1 })), 'A checkout can hold at most 50 lines; this one has 51.'],
    ['a line that is not an object', [{ id: 1, quantity: 1 }, 'tomatoes'], 'items[1] must be an object with an id and a quantity.'],
    ['a line that is null', [null], 'items[0] must be an object with an id and a quantity.'],
    ['an unknown id', [{ id: 9999, quantity: 1 }], 'items[0].id must be the id of a product in the catalogue (got 9999).'],
    ['id 0', [{ id: 0, quantity: 1 }], 'items[0].id must be the id of a product in the catalogue (got 0).'],
    ['an id given as text', [{ id: '1', quantity: 1 }], 'items[0].id must be the id of a product in the catalogue (got "1").'],
    ['a fractional id', [{ id: 1.5, quantity: 1 }], 'items[0].id must be the id of a product in the catalogue (got 1.5).'],
    ['a missing id', [{ quantity: 1 }], 'items[0].id must be the id of a product in the catalogue (got nothing).'],
    ['quantity 0', [{ id: 1, quantity: 0 }], 'items[0].quantity must be a whole number from 1 to 99 (got 0).'],
    ['quantity 100', [{ id: 1, quantity: 100 }], 'items[0].quantity must be a whole number from 1 to 99 (got 100).'],
    ['a negative quantity', [{ id: 1, quantity: -2 }], 'items[0].quantity must be a whole number from 1 to 99 (got -2).'],
    ['a fractional quantity', [{ id: 1, quantity: 1.5 }], 'items[0].quantity must be a whole number from 1 to 99 (got 1.5).'],
    ['a quantity given as text', [{ id: 1, quantity: '2' }], 'items[0].quantity must be a whole number from 1 to 99 (got "2").'],
    ['a missing quantity', [{ id: 1 }], 'items[0].quantity must be a whole number from 1 to 99 (got nothing).'],
    [
      'merged lines over 99',
      [
        { id: 1, quantity: 60 },
        { id: 1, quantity: 40 },
      ],
      `The lines for "${findProductById(1)!.title}" add up to 100; at most 99 of one product can be ordered.`,
    ],
  ])('refuses %s with a 400 and a clear sentence', async (_case, items, error) => {
    const res = await postCheckout(service.http, checkoutBody({ items }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error, code: 'validation' });
  });

  it('does not echo a huge value back in its error', async () => {
    const res = await postCheckout(service.http, checkoutBody({ items: [{ id: 'x'.repeat(5000), quantity: 1 }] }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`items[0].id must be the id of a product in the catalogue (got "${'x'.repeat(36)}...).`);
  });

  it('refuses a JSON array body', async () => {
    const res = await postCheckout(service.http, [checkoutBody()]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'The request body must be a JSON object with items, success_url and cancel_url.',
      code: 'validation',
    });
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const res = await postCheckout(service.http, checkoutBody(), 'k'.repeat(256));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.', code: 'validation' });
  });

  it('returns the same session for a repeated Idempotency-Key, and a new one for a new key', async () => {
    const first = await postCheckout(service.http, checkoutBody(), 'double-click');
    const again = await postCheckout(service.http, checkoutBody(), 'double-click');
    const next = await postCheckout(service.http, checkoutBody(), 'next-attempt');
    expect(again.body.id).toBe(first.body.id);
    expect(next.body.id).not.toBe(first.body.id);
  });

  it('refuses a reused Idempotency-Key for a different order with a 409', async () => {
    await postCheckout(service.http, checkoutBody(), 'reused');
    const res = await postCheckout(service.http, checkoutBody({ items: [{ id: 2, quantity: 7 }] }), 'reused');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'This Idempotency-Key was already used for a different checkout; send a new key for each attempt.',
      code: 'idempotency_conflict',
    });
  });
});

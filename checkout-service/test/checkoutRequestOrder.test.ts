import { findProductById } from 'contract';
import { checkoutRequestParser } from '../src/checkout/parseCheckoutRequest';
import { RequestError } from '../src/http/httpErrors';
import { checkoutBody, CUSTOMER, SITE } from './support/fixtures';

/**
 * A request with several problems is refused for the first one the service has always named:
 * the body, the Idempotency-Key, the lines, the return URLs, the fulfilment, the customer's fields
 * (unknown ones, then each field's text), the checkout form's rules, and last the merged lines'
 * total. The contract's schema finds the problems; the order of its fields is this order.
 */
const TODAY = '2026-11-26';
const parse = checkoutRequestParser([SITE]);

function refusal(body: unknown, key?: string): string {
  try {
    parse(body, key, TODAY);
  } catch (error) {
    expect(error).toBeInstanceOf(RequestError);
    expect([(error as RequestError).status, (error as RequestError).code]).toEqual([400, 'validation']);
    return (error as RequestError).message;
  }
  throw new Error('the request was accepted');
}

const CHOOSE = 'choose one of the next 6 opening days, 2026-11-27 to 2026-12-03';

describe('the first of several problems in a checkout request', () => {
  it.each<[string, unknown, string | undefined, string]>([
    [
      'a body that is no object, before a bad Idempotency-Key',
      ['items'],
      'k'.repeat(256),
      'The request body must be a JSON object with items, success_url and cancel_url.',
    ],
    [
      'a bad Idempotency-Key, before bad lines',
      checkoutBody({ items: [] }),
      'k'.repeat(256),
      'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
    ],
    [
      'too many lines, before a bad line among them',
      checkoutBody({ items: [...Array.from({ length: 50 }, () => ({ id: 1, quantity: 1 })), 'x'] }),
      undefined,
      'A checkout can hold at most 50 lines; this one has 51.',
    ],
    [
      'the first bad line, whatever is wrong with the next',
      checkoutBody({
        items: [
          { id: 1, quantity: 0 },
          { id: 9999, quantity: 1 },
        ],
      }),
      undefined,
      'items[0].quantity must be a whole number from 1 to 99 (got 0).',
    ],
    [
      "a line's id, before its quantity",
      checkoutBody({ items: [{ id: 'x', quantity: 'y' }] }),
      undefined,
      'items[0].id must be the id of a product in the catalogue (got "x").',
    ],
    [
      'a return URL, before the fulfilment',
      checkoutBody({ success_url: 'https://evil.example/', fulfilment: { method: 'drone' } }),
      undefined,
      `success_url must be an absolute address on this shop's own site, such as ${SITE}/checkout/success.`,
    ],
    [
      "the fulfilment's unknown field, before its method",
      checkoutBody({ fulfilment: { method: 'drone', day: 'Friday' } }),
      undefined,
      'fulfilment.day is not a fulfilment field; the fields are method, pickupDay and deliveryDay.',
    ],
    [
      'the pickup day, before a missing customer',
      checkoutBody({ fulfilment: { method: 'pickup', pickupDay: '2026-11-20' }, customer: undefined }),
      undefined,
      `fulfilment.pickupDay 2026-11-20 is in the past; ${CHOOSE}.`,
    ],
    [
      "the customer's unknown field, before a field that is not text",
      checkoutBody({ customer: { ...CUSTOMER, postcode: 12345, zip: 'N1H' } }),
      undefined,
      'customer.zip is not a billing field; the fields are firstName, lastName, country, address1, address2, city, state, postcode, phone, email, notes.',
    ],
    [
      'a later field that is not text, before an earlier blank one',
      checkoutBody({ customer: { ...CUSTOMER, firstName: '', postcode: 12345 } }),
      undefined,
      'customer.postcode must be text.',
    ],
    [
      'a later field of two lines, before an earlier blank one',
      checkoutBody({ customer: { ...CUSTOMER, firstName: '', city: 'Guelph\nBcc: x' } }),
      undefined,
      'customer.city must be one line.',
    ],
    [
      "the first field the form refuses, in the form's order",
      checkoutBody({ customer: { ...CUSTOMER, email: 'ana@example', lastName: ' ' } }),
      undefined,
      'customer.lastName: Last name is required.',
    ],
    [
      'the customer, before lines that add up to too many',
      checkoutBody({
        items: [
          { id: 1, quantity: 60 },
          { id: 1, quantity: 40 },
        ],
        customer: { ...CUSTOMER, city: '' },
      }),
      undefined,
      'customer.city: Town / City is required.',
    ],
  ])('names %s', (_case, body, key, sentence) => {
    expect(refusal(body, key)).toBe(sentence);
  });

  it('prices the merged lines last', () => {
    expect(
      refusal(
        checkoutBody({
          items: [
            { id: 1, quantity: 60 },
            { id: 1, quantity: 40 },
          ],
        }),
      ),
    ).toBe(`The lines for "${findProductById(1)!.title}" add up to 100; at most 99 of one product can be ordered.`);
  });
});

describe('a valid checkout request', () => {
  it("keeps a pickup's name, e-mail, phone and notes, trimmed, and no address", () => {
    const order = parse(
      checkoutBody({ fulfilment: { method: 'pickup', pickupDay: '2026-11-28' }, customer: { ...CUSTOMER, firstName: '  Ana ' } }),
      'pickup-1',
      TODAY,
    );
    expect(order.fulfilment).toEqual({ method: 'pickup', pickupDay: '2026-11-28', deliveryDay: null, zone: null, feeCents: 0 });
    expect(order.customer).toEqual({ ...CUSTOMER, country: '', address1: '', address2: '', city: '', state: '', postcode: '' });
    expect(order.idempotencyKey).toBe('pickup-1');
  });

  it('is a delivery without a fulfilment, and without a customer leaves the address to Stripe', () => {
    const order = parse(checkoutBody({ fulfilment: undefined, customer: undefined }), undefined, TODAY);
    expect([order.fulfilment, order.customer, order.idempotencyKey]).toEqual([
      { method: 'delivery', pickupDay: null, deliveryDay: null, zone: null, feeCents: 0 },
      null,
      null,
    ]);
    expect([order.successUrl, order.cancelUrl, order.siteOrigin]).toEqual([`${SITE}/checkout/success`, `${SITE}/checkout/cancel`, SITE]);
  });
});

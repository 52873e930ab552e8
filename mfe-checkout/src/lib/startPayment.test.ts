import type { BillingDetails, CartItem } from 'contract';
import { CHECKOUT_TEXTS } from '../data/checkoutTexts';
import { startPayment, type FulfilmentCheck, type PaymentDeps } from './startPayment';
import { SHOPPER } from '../testing/shopper';

const ITEMS: CartItem[] = [
  { id: 1, title: 'Heirloom Tomatoes', price: 6.3, quantity: 2, thumb: 'tomato.svg' },
  { id: 2, title: 'Crisp Red Apples', price: 4.5, quantity: 1, thumb: 'red-apple.svg' },
];

/** Just the part of a fetch Response the module reads (jsdom has no Response). */
function textResponse(status: number, text: string): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text) } as Response;
}
const jsonResponse = (status: number, body: unknown) => textResponse(status, JSON.stringify(body));

function setup(answer: () => Promise<Response>, overrides: Partial<PaymentDeps> = {}) {
  const fetchMock = jest.fn(answer) as unknown as jest.MockedFunction<typeof fetch>;
  const deps = {
    origin: 'http://localhost:3000',
    newKey: jest.fn(() => 'key-1'),
    navigate: jest.fn(),
    showError: jest.fn(),
    checkBilling: jest.fn((): BillingDetails | null => SHOPPER),
    checkFulfilment: jest.fn((): FulfilmentCheck => ({ ok: true, fulfilment: { method: 'delivery' } })),
    checkMinimum: jest.fn((): string | null => null),
    onStockRefusal: jest.fn(),
    onDayRefusal: jest.fn(),
    ...overrides,
    fetch: fetchMock,
  };
  return deps;
}

describe('startPayment', () => {
  it('posts the cart with return URLs and an idempotency key, then goes to the returned url', async () => {
    const deps = setup(async () => jsonResponse(200, { url: 'http://localhost:3000/api/test-payment/abc' }));
    await expect(startPayment(ITEMS, deps)).resolves.toBe(true);

    expect(deps.fetch).toHaveBeenCalledTimes(1);
    const [endpoint, init] = deps.fetch.mock.calls[0];
    expect(endpoint).toBe('/api/create-checkout-session');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1' });
    expect(JSON.parse(String(init?.body))).toEqual({
      items: ITEMS,
      success_url: 'http://localhost:3000/checkout/success',
      cancel_url: 'http://localhost:3000/checkout/cancel',
      customer: SHOPPER,
      fulfilment: { method: 'delivery' },
    });
    expect(deps.navigate).toHaveBeenCalledWith('http://localhost:3000/api/test-payment/abc');
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('uses a new idempotency key for every attempt', async () => {
    let n = 0;
    const deps = setup(async () => jsonResponse(200, { url: 'https://pay.example/x' }), { newKey: jest.fn(() => `key-${++n}`) });
    await startPayment(ITEMS, deps);
    await startPayment(ITEMS, deps);
    const keys = deps.fetch.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toEqual(['key-1', 'key-2']);
  });

  it("refuses an empty cart with 'Your cart is empty' and calls nothing", async () => {
    const deps = setup(async () => jsonResponse(200, { url: 'x' }));
    await expect(startPayment([], deps)).resolves.toBe(false);
    expect(deps.showError).toHaveBeenCalledWith(CHECKOUT_TEXTS.emptyCart);
    expect(CHECKOUT_TEXTS.emptyCart).toBe('Your cart is empty');
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it("checks the empty cart before the billing details: 'Your cart is empty' wins", async () => {
    const deps = setup(async () => jsonResponse(200, { url: 'x' }), { checkBilling: jest.fn(() => null) });
    await startPayment([], deps);
    expect(deps.showError).toHaveBeenCalledTimes(1);
    expect(deps.showError).toHaveBeenCalledWith('Your cart is empty');
    expect(deps.checkBilling).not.toHaveBeenCalled();
  });

  it("refuses incomplete billing details with 'Please complete your billing details.' and sends nothing", async () => {
    const deps = setup(async () => jsonResponse(200, { url: 'x' }), { checkBilling: jest.fn(() => null) });
    await expect(startPayment(ITEMS, deps)).resolves.toBe(false);
    expect(deps.checkBilling).toHaveBeenCalledTimes(1);
    expect(deps.showError).toHaveBeenCalledWith('Please complete your billing details.');
    expect(CHECKOUT_TEXTS.incompleteBilling).toBe('Please complete your billing details.');
    expect(deps.fetch).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('sends a pickup with its day, and the customer the page gives (its address fields empty)', async () => {
    const pickupCustomer = { ...SHOPPER, country: '', address1: '', city: '', state: '', postcode: '', phone: '519 555 0147' };
    const deps = setup(async () => jsonResponse(200, { url: 'https://pay.example/x' }), {
      checkBilling: jest.fn(() => pickupCustomer),
      checkFulfilment: jest.fn((): FulfilmentCheck => ({ ok: true, fulfilment: { method: 'pickup', pickupDay: '2026-11-28' } })),
    });
    await expect(startPayment(ITEMS, deps)).resolves.toBe(true);
    const body = JSON.parse(String(deps.fetch.mock.calls[0][1]?.body));
    expect(body.fulfilment).toEqual({ method: 'pickup', pickupDay: '2026-11-28' });
    expect(body.customer).toEqual(pickupCustomer);
  });

  it("refuses a pickup without a usable day with the page's sentence, after both checks ran, and sends nothing", async () => {
    const deps = setup(async () => jsonResponse(200, { url: 'x' }), {
      checkBilling: jest.fn(() => null),
      checkFulfilment: jest.fn((): FulfilmentCheck => ({ ok: false, problem: CHECKOUT_TEXTS.noPickupDay })),
    });
    await expect(startPayment(ITEMS, deps)).resolves.toBe(false);
    // Both show their inline errors; the day, above the form, gives the one toast.
    expect(deps.checkBilling).toHaveBeenCalledTimes(1);
    expect(deps.checkFulfilment).toHaveBeenCalledTimes(1);
    expect(deps.showError).toHaveBeenCalledTimes(1);
    expect(deps.showError).toHaveBeenCalledWith('Please choose a pickup day.');
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  it("shows the service's stock refusal (409) and asks the page to look again at what is left", async () => {
    const deps = setup(async () => jsonResponse(409, { error: 'Only 2 Heirloom Tomatoes left.', code: 'out_of_stock' }));
    await expect(startPayment(ITEMS, deps)).resolves.toBe(false);
    expect(deps.showError).toHaveBeenCalledWith('Only 2 Heirloom Tomatoes left.');
    expect(deps.onStockRefusal).toHaveBeenCalledTimes(1);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('decides by the code, not the status: a 409 for a reused Idempotency-Key is not a stock refusal', async () => {
    const sentence = 'This Idempotency-Key was already used for a different checkout; send a new key for each attempt.';
    const deps = setup(async () => jsonResponse(409, { error: sentence, code: 'idempotency_conflict' }));
    await expect(startPayment(ITEMS, deps)).resolves.toBe(false);
    expect(deps.showError).toHaveBeenCalledWith(sentence);
    expect(deps.onStockRefusal).not.toHaveBeenCalled();
  });

  it("refuses a basket below the farm's minimum with its sentence, before the billing check, and sends nothing", async () => {
    const sentence = 'Our smallest order is $15.00: add $2.40 more to order.';
    const deps = setup(async () => jsonResponse(200, { url: 'x' }), { checkMinimum: jest.fn(() => sentence) });
    await expect(startPayment(ITEMS, deps)).resolves.toBe(false);
    expect(deps.showError).toHaveBeenCalledTimes(1);
    expect(deps.showError).toHaveBeenCalledWith(sentence);
    expect(deps.checkBilling).not.toHaveBeenCalled();
    expect(deps.fetch).not.toHaveBeenCalled();
  });

  describe('a delivery day the service refuses', () => {
    const onTuesday = jest.fn((): FulfilmentCheck => ({ ok: true, fulfilment: { method: 'delivery', deliveryDay: '2026-12-01' } }));

    it.each([
      ['full (409)', 409, 'state_conflict', 'Delivery on Tuesday, 1 December 2026 is fully booked; choose another day.'],
      ['past its cut-off (400, naming the field)', 400, 'validation', 'fulfilment.deliveryDay 2026-12-01 can no longer be booked.'],
    ])('%s: shows its sentence and asks the page for the days again', async (_case, status, code, sentence) => {
      const deps = setup(async () => jsonResponse(status, { error: sentence, code }), { checkFulfilment: onTuesday });
      await expect(startPayment(ITEMS, deps)).resolves.toBe(false);
      expect(deps.showError).toHaveBeenCalledWith(sentence);
      expect(deps.onDayRefusal).toHaveBeenCalledWith(sentence);
    });

    it('is not a refusal of anything else: a line short of stock, a reused key, another field, or a request with no day', async () => {
      const stock = setup(async () => jsonResponse(409, { error: 'Only 2 Heirloom Tomatoes left.', code: 'out_of_stock' }), {
        checkFulfilment: onTuesday,
      });
      await startPayment(ITEMS, stock);
      expect(stock.onStockRefusal).toHaveBeenCalledTimes(1);
      const reused = setup(
        async () => jsonResponse(409, { error: 'This Idempotency-Key was already used.', code: 'idempotency_conflict' }),
        {
          checkFulfilment: onTuesday,
        },
      );
      await startPayment(ITEMS, reused);
      const field = setup(async () => jsonResponse(400, { error: 'customer.postcode is required for a delivery.', code: 'validation' }), {
        checkFulfilment: onTuesday,
      });
      await startPayment(ITEMS, field);
      const noDay = setup(async () => jsonResponse(409, { error: 'Full.', code: 'state_conflict' }));
      await startPayment(ITEMS, noDay);
      for (const deps of [stock, reused, field, noDay]) expect(deps.onDayRefusal).not.toHaveBeenCalled();
    });
  });

  it("shows the response's error text when the call fails", async () => {
    const deps = setup(async () =>
      jsonResponse(400, { error: 'items[0].quantity must be a whole number from 1 to 99 (got 0).', code: 'validation' }),
    );
    await expect(startPayment(ITEMS, deps)).resolves.toBe(false);
    expect(deps.showError).toHaveBeenCalledWith('items[0].quantity must be a whole number from 1 to 99 (got 0).');
    expect(deps.navigate).not.toHaveBeenCalled();
    // Not a stock refusal: what is left need not be asked again.
    expect(deps.onStockRefusal).not.toHaveBeenCalled();
  });

  it.each([
    ['a failed response without an error text', async () => jsonResponse(500, {})],
    ['a failed response that is not JSON', async () => textResponse(502, '<h1>Bad gateway</h1>')],
    ['no response at all (network down)', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])("shows 'Failed to start checkout' for %s", async (_case, answer) => {
    const deps = setup(answer);
    await expect(startPayment(ITEMS, deps)).resolves.toBe(false);
    expect(deps.showError).toHaveBeenCalledWith('Failed to start checkout');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['without url', { id: 'cs_1' }],
    ['with an empty url', { url: '' }],
    ['with a url that is not text', { url: 42 }],
  ])("shows 'No checkout URL returned' for a success response %s", async (_case, body) => {
    const deps = setup(async () => jsonResponse(200, body));
    await startPayment(ITEMS, deps);
    expect(deps.showError).toHaveBeenCalledWith('No checkout URL returned');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it("shows 'No checkout URL returned' for a success response that is not JSON", async () => {
    const deps = setup(async () => textResponse(200, 'ok'));
    await startPayment(ITEMS, deps);
    expect(deps.showError).toHaveBeenCalledWith('No checkout URL returned');
  });

  it("shows 'Checkout failed' for a thrown error without a message, and the message when there is one", async () => {
    const silent = setup(async () => jsonResponse(200, { url: 'https://pay.example/x' }), {
      navigate: jest.fn(() => {
        throw new Error('');
      }),
    });
    await expect(startPayment(ITEMS, silent)).resolves.toBe(false);
    expect(silent.showError).toHaveBeenCalledWith('Checkout failed');

    const telling = setup(async () => jsonResponse(200, { url: 'x' }), {
      newKey: jest.fn(() => {
        throw new Error('No random source');
      }),
    });
    await startPayment(ITEMS, telling);
    expect(telling.showError).toHaveBeenCalledWith('No random source');
  });

  it('shows exactly one error per failed attempt', async () => {
    const deps = setup(async () => jsonResponse(502, { error: 'The checkout service is not reachable.', code: 'unavailable' }));
    await startPayment(ITEMS, deps);
    expect(deps.showError).toHaveBeenCalledTimes(1);
  });
});

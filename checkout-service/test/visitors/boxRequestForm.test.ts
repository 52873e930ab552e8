import { API_PATHS, formatPickupDay } from 'contract';
import type { Store } from '../../src/store/openStore';
import { BOX_REQUESTS_RATE_LIMITED, START_DAY_PAST } from '../../src/visitors/boxRequests/boxRequestRoutes';
import { BACKENDS } from '../support/backends';
import { FARM_EMAIL, serve, SITE, silentLog, testConfig, type Service } from '../support/fixtures';
import { signedInOffice } from '../support/signedInOffice';
import { BOX_REQUEST, outboxAbout, postJson, refused } from './visitorRequests';

const send = (service: Pick<Service, 'http'>, body: unknown) => postJson(service.http, API_PATHS.boxRequests, body);
const requestsFrom = async (store: Store, email: string) => (await store.visitors.boxRequests.list()).filter((r) => r.email === email);
/** A first box's day in the farm's future, whatever day the suite runs. */
const LATER = '2099-12-07';

describe.each(BACKENDS)('the Seasonal Produce Box request, on %s', (_name, fresh) => {
  const running = signedInOffice(fresh);

  it("stores a delivery request and queues the farm its notice (Reply-To: the household) and the household's acknowledgement", async () => {
    const res = await send(running.service, BOX_REQUEST);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ received: true });

    const [request] = await requestsFrom(running.store, BOX_REQUEST.email);
    expect(request).toMatchObject({
      boxSize: 'medium',
      frequency: 'weekly',
      method: 'delivery',
      name: 'Bruno Lima',
      phone: '48 3025 0000',
      postcode: '88060-000',
      startDay: null,
      status: 'new',
      note: null,
      updatedBy: null,
    });

    const [ack, farm] = await outboxAbout(running.store, 'bruno@example.com');
    expect(farm).toMatchObject({
      kind: 'box_request_farm',
      orderId: null,
      to: FARM_EMAIL,
      replyTo: '"Bruno Lima" <bruno@example.com>',
      subject: 'Box request from Bruno Lima: Family, weekly',
    });
    for (const line of [
      'Box: Family',
      'Frequency: Weekly',
      'Delivery or pickup: Delivery to my door',
      'Postcode: 88060-000',
      'First box: No day named',
      'Phone: 48 3025 0000',
      `Open it in the office: ${SITE}/office/box-requests`,
    ])
      expect(farm.text).toContain(line);
    expect(ack).toMatchObject({ kind: 'box_request_ack', to: 'bruno@example.com', replyTo: null });
    expect(ack.text).not.toContain('Bruno');
    expect(ack.text).toContain("We'll contact you to finalize it.");
    expect(ack.text).toContain('Box: Family');
    expect(ack.text).not.toContain('/office/');
  });

  it('keeps no postcode for a pickup, and the first day the household named', async () => {
    const email = 'pickup@example.com';
    const body = { ...BOX_REQUEST, email, boxSize: 'large', frequency: 'monthly', method: 'pickup', phone: '', startDay: LATER };
    expect((await send(running.service, body)).status).toBe(201);
    const [request] = await requestsFrom(running.store, email);
    expect(request).toMatchObject({ boxSize: 'large', frequency: 'monthly', method: 'pickup', postcode: '', phone: '', startDay: LATER });
    const [, farm] = await outboxAbout(running.store, email);
    expect(farm.subject).toBe('Box request from Bruno Lima: Gathering, monthly');
    expect(farm.text).toContain(`First box: ${formatPickupDay(LATER)}`);
    expect(farm.text).toContain('Phone: Not given');
    expect(farm.text).not.toContain('Postcode');
  });

  it.each([
    ['an unknown box size', { boxSize: 'huge' }, 'Box size must be one of small, medium, large.'],
    ['an unknown frequency', { frequency: 'daily' }, 'Delivery frequency must be one of weekly, biweekly, monthly.'],
    ['an unknown method', { method: 'drone' }, 'Delivery or pickup must be one of delivery, pickup.'],
    ['no name', { name: '' }, 'Name is required.'],
    ['a bad e-mail', { email: 'not-an-address' }, 'E-mail must be a valid e-mail address, like name@example.com.'],
    ['a phone in words', { phone: 'evenings' }, 'Phone must contain numbers only.'],
    ['a delivery without a postcode', { postcode: ' ' }, 'Postcode is required for delivery.'],
    ['a first day that is no date', { startDay: 'next monday' }, 'First box must be a date, like 2026-12-07.'],
    ['a first day in the past', { startDay: '2020-01-06' }, START_DAY_PAST],
    ['a list for a name', { name: ['Bruno'] }, 'name must be text.'],
    [
      'an unknown field',
      { price: 0 },
      "The request body must be a JSON object with the form's fields: boxSize, frequency, name, email, phone, method, postcode, startDay.",
    ],
  ])('refuses %s with its sentence, storing and sending nothing', async (_case, change, sentence) => {
    const email = 'refused@example.com';
    expect(refused(await send(running.service, { ...BOX_REQUEST, email, ...change }), 400)).toBe(sentence);
    expect(await requestsFrom(running.store, email)).toEqual([]);
    expect(await outboxAbout(running.store, email)).toEqual([]);
  });

  it('refuses a control character with a 400 naming the field', async () => {
    const res = await send(running.service, { ...BOX_REQUEST, postcode: '88060\u0007' });
    expect(refused(res, 400)).toBe('postcode must not contain control characters.');
  });

  it('answers a filled honeypot as a person, storing and sending nothing', async () => {
    const email = 'bot@example.com';
    const res = await send(running.service, { ...BOX_REQUEST, email, website: 'buy-now.example' });
    expect([res.status, res.body]).toEqual([201, { received: true }]);
    expect(await requestsFrom(running.store, email)).toEqual([]);
    expect(await outboxAbout(running.store, email)).toEqual([]);
  });
});

describe.each(BACKENDS)('the box request is rate-limited per address, on %s', (_name, fresh) => {
  const running = signedInOffice(fresh, testConfig({ formsPerMinute: 2 }));

  it('takes two requests a minute from one address; the third is a 429', async () => {
    expect((await send(running.service, BOX_REQUEST)).status).toBe(201);
    expect((await send(running.service, BOX_REQUEST)).status).toBe(201);
    expect(refused(await send(running.service, BOX_REQUEST), 429)).toBe(BOX_REQUESTS_RATE_LIMITED);
    expect(await running.store.visitors.boxRequests.list()).toHaveLength(2);
  });
});

describe("a box request's first day is checked against the farm's today (America/Sao_Paulo)", () => {
  // 01:00 UTC on 24 November 2026 is still 22:00 on the 23rd at the farm.
  let service: Service;
  beforeAll(async () => {
    service = await serve(testConfig(), undefined, silentLog, { now: () => Date.parse('2026-11-24T01:00:00Z') });
  });
  afterAll(() => service.close());

  it("takes the farm's today, though the day has already turned in UTC", async () => {
    expect((await send(service, { ...BOX_REQUEST, startDay: '2026-11-23' })).status).toBe(201);
  });

  it("refuses the farm's yesterday", async () => {
    expect(refused(await send(service, { ...BOX_REQUEST, startDay: '2026-11-22' }), 400)).toBe(START_DAY_PAST);
  });
});

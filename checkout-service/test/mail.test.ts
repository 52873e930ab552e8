import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { noMail } from '../src/mail/compose';
import { createMailSender } from '../src/mail/sender';
import { emlFileTransport, smtpTransport } from '../src/mail/transport';
import { openStore, type Store, type StoreLocation } from '../src/store/openStore';
import { BACKENDS } from './support/backends';
import { CUSTOMER, FARM_EMAIL, SITE, silentLog, testMail } from './support/fixtures';
import { BRAND, type OrderStatus } from 'contract';
import { bookDelivery, openOfficeStore, paidOrder, payOrder, placeOrder } from './support/officeOrders';
import { freePort, smtpServer, type Received } from './support/smtpServer';

const FARM = FARM_EMAIL;
const FROM = 'Terra Verde <hello@terraverde.farm>';
/** The e-mails each change hands the store; paidOrder's are the same (test/support/fixtures.ts). */
const mail = testMail;
const open = (location: StoreLocation = { kind: 'pglite', dataDir: null }): Promise<Store> =>
  openStore(location, { log: silentLog, onLockLost: silentLog });

/** The sender on a store, with a clock the test moves. */
function senderFor(store: Store, url: string, clock: { now: number }) {
  return createMailSender({ outbox: store.outbox, transport: smtpTransport(url), from: FROM, log: silentLog, now: () => clock.now });
}

const byTo = (received: Received[], to: string) => received.filter((r) => r.rcptTo.includes(to));
const MINUTE = 60_000;

describe.each(BACKENDS)('order e-mails through the outbox, on %s', (_name, fresh) => {
  let backend: Awaited<ReturnType<typeof fresh>>;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  beforeEach(async () => {
    backend = await fresh();
    smtp = await smtpServer();
  });
  afterEach(async () => {
    await smtp.close();
    await backend.cleanup();
  });

  it('sends the shopper and the farm their messages for a paid order, each once', async () => {
    const store = await open(backend.location);
    const clock = { now: Date.now() };
    const sender = senderFor(store, smtp.url, clock);
    try {
      const order = await paidOrder(store);
      clock.now = Date.now();
      const rows = await store.outbox.forOrder(order.id);
      expect(rows.map((row) => [row.kind, row.status])).toEqual([
        ['order_paid', 'pending'],
        ['order_paid_farm', 'pending'],
      ]);
      expect(await sender.drainOnce()).toBe(2);
      expect(await sender.drainOnce()).toBe(0);

      const [shopper] = byTo(smtp.received, 'ana@example.com');
      expect(shopper.mail.subject).toBe(`Your Terra Verde order ${order.number}`);
      expect(shopper.mail.from?.text).toBe('"Terra Verde" <hello@terraverde.farm>');
      expect(shopper.mail.to).toMatchObject({ value: [{ address: 'ana@example.com', name: 'Ana Souza' }] });
      expect(shopper.mail.messageId).toBe(rows[0].messageId);
      for (const body of [shopper.mail.html as string, shopper.mail.text!]) {
        expect(body).toContain('Heirloom Tomatoes');
        expect(body).toContain('$6.30');
        expect(body).toContain('$12.60');
        expect(body).toContain('Crisp Red Apples');
        expect(body).toContain('$17.10');
        expect(body).toContain('12 Orchard Lane');
        expect(body).toContain('+55 (48) 3025-0147');
        expect(body).toContain('hello@terraverde.farm');
        expect(body).toContain(`${SITE}/checkout/order/${order.pageToken}`);
      }
      expect(shopper.mail.text).toContain('- Heirloom Tomatoes: 2 x $6.30 = $12.60\n- Crisp Red Apples: 1 x $4.50 = $4.50\nTotal: $17.10');

      const [farm] = byTo(smtp.received, FARM);
      expect(farm.mail.subject).toBe(`Paid order ${order.number} from Ana Souza`);
      expect(farm.mail.text).toContain('From Ana Souza (ana@example.com), phone +1 519 555 0147.');
      expect(farm.mail.text).toContain("The shopper's notes, in their own words:\n> Leave the box by the barn door.");
      expect(farm.mail.html).toContain(`${SITE}/office/orders/${order.number}`);
      expect(farm.mail.text).not.toContain('/checkout/order/');
      expect(smtp.received).toHaveLength(2);
      expect((await store.outbox.forOrder(order.id)).map((row) => row.status)).toEqual(['sent', 'sent']);
    } finally {
      await sender.stop();
      await store.close();
    }
  });

  it('sends what was waiting when the service stopped, after it starts again on the same store', async () => {
    const clock = { now: Date.now() };
    const before = await open(backend.location);
    const order = await paidOrder(before);
    await before.close();

    const after = await open(backend.location);
    const sender = senderFor(after, smtp.url, clock);
    clock.now = Date.now();
    try {
      expect(await sender.drainOnce()).toBe(2);
      expect(smtp.received.flatMap((r) => r.rcptTo).sort()).toEqual(['ana@example.com', FARM]);
      expect((await after.outbox.forOrder(order.id)).every((row) => row.status === 'sent')).toBe(true);
    } finally {
      await sender.stop();
      await after.close();
    }
  });
  it('shares the due messages between two senders at once (SKIP LOCKED): each is sent exactly once', async () => {
    const store = await open(backend.location);
    // On PostgreSQL the second sender is another replica's: its own store and pool on the same
    // database. PGlite has one owner, so both run in it.
    const replica = _name === 'PostgreSQL' ? await open(backend.location) : store;
    const clock = { now: 0 };
    const first = senderFor(store, smtp.url, clock);
    const second = senderFor(replica, smtp.url, clock);
    try {
      const orders = [await paidOrder(store), await paidOrder(store), await paidOrder(store)];
      clock.now = Date.now();
      const [a, b] = await Promise.all([first.drainOnce(), second.drainOnce()]);
      expect(a + b).toBe(6);
      expect(smtp.received).toHaveLength(6);
      expect(new Set(smtp.received.map((r) => r.mail.messageId)).size).toBe(6);
      for (const order of orders)
        expect((await store.outbox.forOrder(order.id)).map((row) => [row.status, row.attempts])).toEqual([
          ['sent', 1],
          ['sent', 1],
        ]);
    } finally {
      await first.stop();
      await second.stop();
      if (replica !== store) await replica.close();
      await store.close();
    }
  });
});

describe('order e-mails when the mail server misbehaves', () => {
  it('retries while the server refuses connections, with backoff, and delivers every message exactly once', async () => {
    const port = await freePort();
    const store = await open();
    const clock = { now: Date.now() };
    const sender = senderFor(store, `smtp://127.0.0.1:${port}`, clock);
    let smtp: Awaited<ReturnType<typeof smtpServer>> | null = null;
    try {
      const order = await paidOrder(store);
      clock.now = Date.now();
      expect(await sender.drainOnce()).toBe(0);
      let rows = await store.outbox.forOrder(order.id);
      expect(rows.map((row) => [row.status, row.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
      ]);
      expect(rows[0].lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(rows[0].nextAttemptAt.getTime()).toBe(clock.now + MINUTE);

      // Not yet due: nothing is tried.
      clock.now += 30_000;
      expect(await sender.drainOnce()).toBe(0);
      expect((await store.outbox.forOrder(order.id))[0].attempts).toBe(1);

      // Due again, still refused: the wait doubles.
      clock.now += 30_000;
      expect(await sender.drainOnce()).toBe(0);
      rows = await store.outbox.forOrder(order.id);
      expect(rows[0].attempts).toBe(2);
      expect(rows[0].nextAttemptAt.getTime()).toBe(clock.now + 2 * MINUTE);

      smtp = await smtpServer(port);
      clock.now += 2 * MINUTE;
      expect(await sender.drainOnce()).toBe(2);
      clock.now += 60 * MINUTE;
      expect(await sender.drainOnce()).toBe(0);
      expect(smtp.received.map((r) => r.rcptTo).sort()).toEqual([['ana@example.com'], [FARM]]);
      expect(new Set(smtp.received.map((r) => r.mail.messageId)).size).toBe(2);
      expect((await store.outbox.forOrder(order.id)).map((row) => row.status)).toEqual(['sent', 'sent']);
    } finally {
      await sender.stop();
      await smtp?.close();
      await store.close();
    }
  });

  it('sends a message again with the same Message-ID when a sender claimed it and never said how it went', async () => {
    const smtp = await smtpServer();
    const store = await open();
    const clock = { now: 0 };
    const sender = senderFor(store, smtp.url, clock);
    try {
      const order = await paidOrder(store);
      clock.now = Date.now();
      // A sender that claimed both and died mid-send: the rows stay leased for five minutes.
      const claimed = await store.outbox.claimDue(new Date(clock.now), new Date(clock.now + 5 * MINUTE), 20);
      expect(claimed).toHaveLength(2);
      expect(await sender.drainOnce()).toBe(0);
      clock.now += 5 * MINUTE;
      expect(await sender.drainOnce()).toBe(2);
      expect(smtp.received.map((r) => r.mail.messageId).sort()).toEqual(claimed.map((row) => row.messageId).sort());
      expect((await store.outbox.forOrder(order.id)).map((row) => row.attempts)).toEqual([2, 2]);
    } finally {
      await sender.stop();
      await smtp.close();
      await store.close();
    }
  });

  it('gives a message up only after a day of temporary failures', async () => {
    const port = await freePort();
    const store = await open();
    const clock = { now: Date.now() };
    const sender = senderFor(store, `smtp://127.0.0.1:${port}`, clock);
    try {
      const order = await paidOrder(store);
      clock.now = Date.now();
      for (let hour = 0; hour < 23; hour++) {
        clock.now += 60 * MINUTE;
        await sender.drainOnce();
      }
      expect((await store.outbox.forOrder(order.id)).map((row) => row.status)).toEqual(['pending', 'pending']);
      clock.now += 61 * MINUTE;
      await sender.drainOnce();
      expect((await store.outbox.forOrder(order.id)).map((row) => row.status)).toEqual(['failed', 'failed']);
    } finally {
      await sender.stop();
      await store.close();
    }
  });

  it('fails a message at once when the server refuses it for good (550), and still sends the others', async () => {
    const smtp = await smtpServer();
    const store = await open();
    const clock = { now: 0 };
    const sender = senderFor(store, smtp.url, clock);
    try {
      const order = await paidOrder(store, { customer: { email: 'nobody@example.com' } });
      clock.now = Date.now();
      expect(await sender.drainOnce()).toBe(1);
      const [shopper, farm] = await store.outbox.forOrder(order.id);
      expect([shopper.kind, shopper.status, shopper.attempts]).toEqual(['order_paid', 'failed', 1]);
      expect(shopper.lastError).toMatch(/550/);
      expect(farm.status).toBe('sent');
      expect(await sender.drainOnce()).toBe(0);
      expect(smtp.received.map((r) => r.rcptTo)).toEqual([[FARM]]);
    } finally {
      await sender.stop();
      await smtp.close();
      await store.close();
    }
  });
});

describe('what shoppers typed stays text', () => {
  it('escapes a name holding <script> in the HTML', async () => {
    const smtp = await smtpServer();
    const store = await open();
    const clock = { now: 0 };
    const sender = senderFor(store, smtp.url, clock);
    try {
      await paidOrder(store, { customer: { firstName: '<script>alert(1)</script>', notes: '<img src=x onerror=alert(2)>' } });
      clock.now = Date.now();
      await sender.drainOnce();
      for (const { mail } of smtp.received) {
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).not.toContain('<img');
        expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      }
      expect(byTo(smtp.received, FARM)[0].mail.html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    } finally {
      await sender.stop();
      await smtp.close();
      await store.close();
    }
  });

  it('never lets a CR or LF in a name add a header or a recipient', async () => {
    const smtp = await smtpServer();
    const store = await open();
    const clock = { now: 0 };
    const sender = senderFor(store, smtp.url, clock);
    try {
      await paidOrder(store, {
        customer: { firstName: 'Ana\r\nBcc: evil@example.com\r\nX-Injected: yes', lastName: 'Souza\nSubject: free' },
      });
      clock.now = Date.now();
      expect(await sender.drainOnce()).toBe(2);
      expect(smtp.received.flatMap((r) => r.rcptTo).sort()).toEqual(['ana@example.com', FARM]);
      for (const { mail } of smtp.received) {
        expect(mail.headers.has('bcc')).toBe(false);
        expect(mail.headers.has('x-injected')).toBe(false);
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.subject).not.toBe('free');
      }
      const [shopper] = byTo(smtp.received, 'ana@example.com');
      expect(shopper.mail.to).toMatchObject({ value: [{ address: 'ana@example.com' }] });
    } finally {
      await sender.stop();
      await smtp.close();
      await store.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each message to an .eml file and says where in one line', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'terra-verde-mail-'));
    const store = await open();
    const lines: string[] = [];
    const sender = createMailSender({
      outbox: store.outbox,
      transport: emlFileTransport(dir, (line) => lines.push(line)),
      from: FROM,
      log: silentLog,
    });
    try {
      const order = await paidOrder(store);
      expect(await sender.drainOnce()).toBe(2);
      const files = readdirSync(dir).sort();
      expect(files).toHaveLength(2);
      for (const file of files) expect(file).toMatch(/^[0-9a-f-]{36}@terraverde\.farm\.eml$/);
      expect(lines).toHaveLength(2);
      for (const file of files) expect(lines.some((line) => line.includes(path.join(dir, file)))).toBe(true);
      const parsed = await Promise.all(files.map((file) => simpleParser(readFileSync(path.join(dir, file)))));
      const shopper = parsed.find((mail) => mail.subject === `Your Terra Verde order ${order.number}`)!;
      expect(shopper.text).toContain('Total: $17.10');
      expect(shopper.html).toContain('Heirloom Tomatoes');
      expect((await store.outbox.forOrder(order.id)).map((row) => row.status)).toEqual(['sent', 'sent']);
    } finally {
      await sender.stop();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a pickup is told as a pickup', () => {
  it("says the pickup day, the hours and the farm's address instead of a delivery address, to the shopper and to the farm", async () => {
    const store = await open();
    try {
      const order = await paidOrder(store, {
        fulfilment: { method: 'pickup', pickupDay: '2026-11-28', deliveryDay: null, zone: null, feeCents: 0 },
      });
      const [shopper, farm] = await store.outbox.forOrder(order.id);
      for (const message of [shopper, farm]) {
        expect(message.text).toContain(`Pickup at the farm:\nSaturday, 28 November 2026, 08:00 to 17:00\n${BRAND.address}`);
        expect(message.text).not.toContain('Delivery');
        expect(message.html).not.toContain('Free delivery');
        expect(message.html).toContain('Pickup at the farm');
        expect(message.html).toContain('Saturday, 28 November 2026, 08:00 to 17:00');
      }
      const delivery = await paidOrder(store);
      const [receipt] = await store.outbox.forOrder(delivery.id);
      expect(receipt.text).toContain(`Delivery to:\nAna Souza\n${CUSTOMER.address1}`);
      expect(receipt.text).not.toContain('Pickup');
    } finally {
      await store.close();
    }
  });
});

describe('a booked delivery is told with its day and fee', () => {
  /** The paid e-mails (shopper's, farm's) of an order booked as given before it is paid. */
  async function paidMessages(booking: Parameters<typeof bookDelivery>[2]) {
    const { store, db } = await openOfficeStore();
    try {
      const order = await payOrder(store, await bookDelivery(db, await placeOrder(store), booking));
      return await store.outbox.forOrder(order.id);
    } finally {
      await store.close();
    }
  }

  it("says the day and the zone's fee before the total, which includes it, in both parts of both e-mails", async () => {
    const messages = await paidMessages({ day: '2026-12-22', zone: 'Island', feeCents: 800 });
    expect(messages.map((message) => message.kind)).toEqual(['order_paid', 'order_paid_farm']);
    for (const message of messages) {
      expect(message.text).toContain('- Crisp Red Apples: 1 x $4.50 = $4.50\nDelivery (Island): $8.00\nTotal: $25.10');
      expect(message.text).toContain(`Delivery on Tuesday, 22 December 2026\n\nDelivery to:\nAna Souza\n${CUSTOMER.address1}`);
      expect(message.html).toMatch(/<td[^>]*>Delivery \(Island\)<\/td><td[^>]*>\$8\.00<\/td>/);
      expect(message.html).toContain('Delivery on Tuesday, 22 December 2026');
      expect(message.html).toContain('$25.10');
      expect(message.html).not.toContain('Free delivery');
    }
  });

  it('says "Free delivery" when the zone delivers the basket free', async () => {
    for (const message of await paidMessages({ day: '2026-12-22', zone: 'Island', feeCents: 0 })) {
      expect(message.text).toContain('= $4.50\nFree delivery\nTotal: $17.10');
      expect(message.html).toMatch(/<td[^>]*>Free delivery<\/td><td[^>]*><\/td>/);
      expect(message.html).toContain('Delivery on Tuesday, 22 December 2026');
    }
  });

  it('says neither a day nor a fee for a delivery with no zones set, as before the rules', async () => {
    for (const message of await paidMessages({ day: null, zone: null, feeCents: 0 })) {
      expect(message.text).toContain('= $4.50\nTotal: $17.10');
      for (const part of [message.text, message.html]) {
        expect(part).not.toContain('Delivery on');
        expect(part).not.toContain('Delivery (');
        expect(part).not.toContain('Free delivery');
      }
    }
  });
});

describe('the shopper hears of each later change', () => {
  it('writes out for delivery, ready for pickup, refunded and cancelled with their own words, and nothing for packed', async () => {
    const store = await open();
    try {
      const order = await paidOrder(store);
      const change = (from: OrderStatus, to: OrderStatus) =>
        store.orders.changeStatus({ orderId: order.id, from, to, actor: 'staff@terraverde.farm', note: null }, mail(to));
      await change('paid', 'packed');
      await change('packed', 'out_for_delivery');
      await change('out_for_delivery', 'delivered');
      await change('delivered', 'refunded');
      const rows = await store.outbox.forOrder(order.id);
      expect(rows.map((row) => row.kind)).toEqual(['order_paid', 'order_paid_farm', 'out_for_delivery', 'refunded']);
      const [, , out, refunded] = rows;
      expect(out.subject).toBe(`Your order ${order.number} is on its way`);
      expect(out.text).toContain('out for delivery');
      expect(out.text).not.toContain('pick up');
      expect(out.html).toContain(`${SITE}/checkout/order/${order.pageToken}`);
      expect(refunded.subject).toBe(`Your order ${order.number} is refunded`);

      const pickup = await paidOrder(store, {
        fulfilment: { method: 'pickup', pickupDay: '2026-11-28', deliveryDay: null, zone: null, feeCents: 0 },
      });
      await store.orders.changeStatus({ orderId: pickup.id, from: 'paid', to: 'packed', actor: 'staff', note: null }, mail('packed'));
      await store.orders.changeStatus(
        { orderId: pickup.id, from: 'packed', to: 'ready_for_pickup', actor: 'staff', note: null },
        mail('ready_for_pickup'),
      );
      const [ready] = (await store.outbox.forOrder(pickup.id)).filter((row) => row.kind === 'ready_for_pickup');
      expect(ready.subject).toBe(`Your order ${pickup.number} is ready for pickup`);
      expect(ready.text).toContain(`pick up at the farm on Saturday, 28 November 2026, 08:00 to 17:00, at ${BRAND.address}.`);
      expect(ready.text).not.toContain('out for delivery');

      const pending = await placeOrder(store);
      await store.orders.changeStatus(
        { orderId: pending.id, from: 'pending', to: 'cancelled', actor: 'staff', note: null },
        mail('cancelled'),
      );
      expect((await store.outbox.forOrder(pending.id)).map((row) => [row.kind, row.subject])).toEqual([
        ['cancelled', `Your order ${pending.number} is cancelled`],
      ]);
    } finally {
      await store.close();
    }
  });

  it('writes no message when the change is lost, and none for a change made with noMail', async () => {
    const store = await open();
    try {
      const order = await paidOrder(store);
      expect(
        await store.orders.changeStatus(
          { orderId: order.id, from: 'packed', to: 'out_for_delivery', actor: 'staff', note: null },
          mail('out_for_delivery'),
        ),
      ).toBe(false);
      expect((await store.outbox.forOrder(order.id)).map((row) => row.kind)).toEqual(['order_paid', 'order_paid_farm']);
      const quiet = await placeOrder(store);
      expect(
        await store.orders.changeStatus({ orderId: quiet.id, from: 'pending', to: 'cancelled', actor: 'staff', note: null }, noMail),
      ).toBe(true);
      expect(await store.outbox.forOrder(quiet.id)).toEqual([]);
    } finally {
      await store.close();
    }
  });
});

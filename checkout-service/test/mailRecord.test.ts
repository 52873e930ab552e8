import { createMailSender } from '../src/mail/sender';
import { smtpTransport } from '../src/mail/transport';
import { memoryStore } from './support/fixtures';
import { paidOrder } from './support/officeOrders';
import { smtpServer } from './support/smtpServer';

/** What node-postgres throws while PostgreSQL restarts. */
const restarting = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('a message already handed to the mail server is not sent again when the order store is away a moment', () => {
  it('records it once the store answers, and the shopper gets it once', async () => {
    const store = await memoryStore();
    const smtp = await smtpServer();
    const logged: string[] = [];
    let refusals = 2;
    const outbox = {
      ...store.outbox,
      markSent: (...args: Parameters<typeof store.outbox.markSent>) =>
        refusals-- > 0 ? Promise.reject(restarting()) : store.outbox.markSent(...args),
    };
    const sender = createMailSender({
      outbox,
      transport: smtpTransport(smtp.url),
      from: 'Terra Verde <hello@terraverde.farm>',
      log: (line) => void logged.push(line),
      recordRetryMs: 5,
    });
    try {
      const order = await paidOrder(store);
      expect(await sender.drainOnce()).toBe(2);
      expect(smtp.received).toHaveLength(2);
      expect((await store.outbox.forOrder(order.id)).map((row) => [row.status, row.attempts])).toEqual([
        ['sent', 1],
        ['sent', 1],
      ]);
      // A second pass finds nothing left to send.
      expect(await sender.drainOnce()).toBe(0);
      expect(smtp.received).toHaveLength(2);
      expect(logged.filter((line) => line.includes('the order store cannot record it now'))).toHaveLength(1);
      expect(logged.filter((line) => line.includes('recorded as sent'))).toHaveLength(1);
    } finally {
      await sender.stop();
      await smtp.close();
      await store.close();
    }
  });
});

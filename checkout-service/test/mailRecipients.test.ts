import { createMailSender } from '../src/mail/sender';
import { smtpTransport } from '../src/mail/transport';
import { addStaffAccount } from '../src/staff/staffAccounts';
import { openStore, type Store } from '../src/store/openStore';
import { checkoutBody, CUSTOMER, FARM_EMAIL, postCheckout, serveForSuite, silentLog } from './support/fixtures';
import { paidOrder } from './support/officeOrders';
import { smtpServer } from './support/smtpServer';

/**
 * Issue 37, point 8: `mal(comment)lory@evil.example` was accepted, stored, and mailed to
 * lory@evil.example, because the mail library read `(comment)` as a comment. Only plain addresses
 * are accepted, and a message goes to exactly the address stored.
 */
const PROBE = 'mal(comment)lory@evil.example';
const REFUSED = 'E-mail address must be a valid e-mail address, like name@example.com.';

describe('an e-mail address is accepted only plain', () => {
  const service = serveForSuite();

  it.each([PROBE, '"mal"@evil.example', 'Mallory <mal@evil.example>', 'ana@example.com@evil.example', 'mal@[127.0.0.1]'])(
    'refuses %s at the checkout with a 400 sentence',
    async (email) => {
      const res = await postCheckout(service.http, checkoutBody({ customer: { ...CUSTOMER, email } }));
      expect([res.status, res.body.error]).toEqual([400, `customer.email: ${REFUSED}`]);
    },
  );

  it('refuses the probe for a staff account', async () => {
    await expect(addStaffAccount(service.store.staff, PROBE, 'rows of heirloom tomatoes', new Date())).rejects.toMatchObject({
      status: 400,
      message: 'E-mail must be a valid e-mail address, like name@example.com.',
    });
  });
});

describe('a message goes to exactly the stored address', () => {
  const FARM = FARM_EMAIL;
  let store: Store;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  beforeEach(async () => {
    store = await openStore({ kind: 'pglite', dataDir: null }, { log: silentLog, onLockLost: silentLog });
    smtp = await smtpServer();
  });
  afterEach(async () => {
    await smtp.close();
    await store.close();
  });
  const sendAll = async () => {
    const sender = createMailSender({
      outbox: store.outbox,
      transport: smtpTransport(smtp.url),
      from: 'Terra Verde <hello@terraverde.farm>',
      log: silentLog,
    });
    try {
      return await sender.drainOnce();
    } finally {
      await sender.stop();
    }
  };

  it('hands the SMTP server the stored address as it is, with the name apart', async () => {
    await paidOrder(store, { customer: { firstName: 'Ana (the farm)', lastName: '<Souza>', email: 'ana.souza+orders@example.com' } });
    expect(await sendAll()).toBe(2);
    expect(smtp.received.map((r) => r.rcptTo)).toEqual([['ana.souza+orders@example.com'], [FARM]]);
    expect(smtp.received[0].mail.to).toMatchObject({ value: [{ address: 'ana.souza+orders@example.com' }] });
  });

  it('never sends to a part of an address stored before the rule, which a mail library would read as a comment', async () => {
    await paidOrder(store, { customer: { email: PROBE } });
    expect(await sendAll()).toBe(2);
    // The same mailbox, its local part quoted as SMTP needs it to be whole; before, lory@evil.example.
    expect(smtp.received.map((r) => r.rcptTo)).toEqual([['"mal(comment)lory"@evil.example'], [FARM]]);
  });
});

import { openStore, type Store } from '../src/store/openStore';
import { silentLog } from './support/fixtures';
import { paidOrder } from './support/officeOrders';

/**
 * Issue 37, point 10: the farm's e-mail copied the shopper's line breaks into its text, so lines
 * they typed ('Bcc: …', a link) read as the message's own. The notes are quoted, one line each,
 * under a line saying whose words they are.
 */
const NOTES = 'Leave at gate\nBcc: victim@example.com\nhttp://evil.example';
const QUOTED = ["The shopper's notes, in their own words:", '> Leave at gate', '> Bcc: victim@example.com', '> http://evil.example'];

describe("the shopper's notes in the farm's e-mail", () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({ kind: 'pglite', dataDir: null }, { log: silentLog, onLockLost: silentLog });
  });
  afterAll(() => store.close());

  const farmMessage = async (notes: string) => {
    const order = await paidOrder(store, { customer: { notes } });
    const messages = await store.outbox.forOrder(order.id);
    return messages.find((message) => message.kind === 'order_paid_farm')!;
  };

  it("quotes them in the text part, one line each, so none reads as the message's own", async () => {
    const { text } = await farmMessage(NOTES);
    const lines = text.split('\n');
    const start = lines.indexOf(QUOTED[0]);
    expect(lines.slice(start, start + QUOTED.length)).toEqual(QUOTED);
    expect(lines.filter((line) => /Bcc:|evil\.example/.test(line)).every((line) => line.startsWith('> '))).toBe(true);
  });

  it("quotes them in the HTML part, each line its own, marked as the shopper's", async () => {
    const { html } = await farmMessage(NOTES);
    expect(html).toContain('The shopper&#x27;s notes, in their own words:');
    const quote = /<blockquote[^>]*>(.*?)<\/blockquote>/s.exec(html)?.[1] ?? '';
    expect(quote.split('<br/>')).toEqual(['Leave at gate', 'Bcc: victim@example.com', 'http://evil.example']);
  });

  it('breaks lines at every line break a reader honours, and drops blank lines at the ends', async () => {
    const { text } = await farmMessage('\r\nRing twice\r\n\r\nDog\u2028is friendly\rthanks\n\n');
    const lines = text.split('\n');
    const start = lines.indexOf(QUOTED[0]);
    expect(lines.slice(start + 1, start + 7)).toEqual(['> Ring twice', '>', '> Dog', '> is friendly', '> thanks', '']);
  });

  it('says nothing of notes when there are none', async () => {
    const { text, html } = await farmMessage('');
    expect(text).not.toContain('notes');
    expect(html).not.toContain('blockquote');
  });
});

import type { Fulfilment, StaffOrder } from 'contract';
import { toCsv } from '../src/exports/csv';
import { ORDER_CSV_COLUMNS, orderCsvRecord } from '../src/exports/orderExports';
import { CUSTOMER } from './support/fixtures';

const COLUMNS = ['name', 'phone'] as const;
const rowOf = (record: { name: string; phone: string }) => toCsv(COLUMNS, [record], ['phone']).split('\r\n')[1];

describe('CSV cells', () => {
  it.each(['+1 555 0100', '+55 (48) 3025-0147', '555.0100', '(519) 555-0147', '+15195550147'])(
    "exports %s in the phone column as typed, for the courier's import",
    (phone) => {
      expect(rowOf({ name: 'Ana', phone })).toBe(`Ana,${phone}`);
    },
  );

  it.each([
    ['a formula', '=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['a command after a number', "+1+cmd|' /C calc'!A0", `'+1+cmd|' /C calc'!A0`],
    ['a sum of numbers', '+1+2', `'+1+2`],
    ['a leading minus', '-1-2-3', `'-1-2-3`],
    ['too few digits to be a phone number', '+()', `'+()`],
    ['an at sign', '@SUM(1)', `'@SUM(1)`],
  ])('still keeps %s in the phone column as text', (_case, phone, cell) => {
    expect(rowOf({ name: 'Ana', phone })).toBe(`Ana,${cell}`);
  });

  it('keeps a phone-like value in any other column as text: only the columns the caller names are phone numbers', () => {
    expect(rowOf({ name: '+1 555 0100', phone: '' })).toBe(`'+1 555 0100,`);
    expect(toCsv(COLUMNS, [{ name: 'Ana', phone: '+1 555 0100' }]).split('\r\n')[1]).toBe(`Ana,'+1 555 0100`);
  });
});

/** The probe seen live: a Brazilian Excel (`;` as list separator) split it into a formula. */
const PROBE = 'Leave at gate;=HYPERLINK("http://evil.example","x")';
const FORMULA_CHARS = ['=', '+', '-', '@', '\t', '\r'];
const SEPARATORS = [',', ';', '\t', '\n', '\r\n', '\r'];
const FREE_TEXT = ['name', 'notes'] as const;
const textRow = (notes: string) => toCsv(FREE_TEXT, [{ name: 'Ana', notes }]).slice('name,notes\r\n'.length);

/**
 * Reads CSV text as a spreadsheet does with `separator` as its list separator: a field that starts
 * with a quote runs to the closing quote (`""` is one quote, what follows is kept as typed); any
 * other field runs to the next separator or line break, its quotes kept as they are.
 */
function spreadsheetFields(text: string, separator: string): string[] {
  const fields: string[] = [];
  let at = 0;
  while (at < text.length) {
    let field = '';
    if (text[at] === '"') {
      at += 1;
      while (at < text.length && !(text[at] === '"' && text[at + 1] !== '"')) {
        field += text[at];
        at += text[at] === '"' ? 2 : 1;
      }
      at += 1;
    }
    while (at < text.length && text[at] !== separator && text[at] !== '\r' && text[at] !== '\n') field += text[at++];
    fields.push(field);
    at += text.startsWith('\r\n', at) ? 2 : 1;
  }
  return fields;
}

/** Spreadsheets may drop the spaces before a value, so a formula after them counts too. */
const runsAsFormula = (field: string) => /^ *[=+\-@\t\r]/.test(field);

describe('CSV cells under any list separator', () => {
  it('quotes the probe and keeps its formula as text after the semicolon', () => {
    expect(textRow(PROBE)).toBe(`Ana,"Leave at gate;'=HYPERLINK(""http://evil.example"",""x"")"\r\n`);
  });

  it.each(
    SEPARATORS.flatMap((separator) => FORMULA_CHARS.map((start) => [JSON.stringify(separator), JSON.stringify(start), separator, start])),
  )('guards a formula after %s starting with %s', (_separator, _start, separator, start) => {
    const cell = `Leave at gate${separator}${start}HYPERLINK("http://evil.example","x")`;
    expect(textRow(cell)).toBe(
      `Ana,"${`Leave at gate${separator}'${start}HYPERLINK("http://evil.example","x")`.replaceAll('"', '""')}"\r\n`,
    );
  });

  it.each(FORMULA_CHARS.map((start) => [JSON.stringify(start), start]))('guards a cell starting with %s', (_start, start) => {
    expect(toCsv(FREE_TEXT, [{ name: `${start}1+2`, notes: '' }]).split('\r\n')[1]).toMatch(/^"?'/);
  });

  it.each([';', '\t', '"', '\n', '\r'])('quotes a cell holding %j', (character) => {
    expect(textRow(`a${character}b`)).toBe(`Ana,"a${character === '"' ? '""' : character}b"\r\n`);
  });

  it('guards after spaces and quotes that follow a separator', () => {
    expect(textRow('gate; =1+2')).toBe(`Ana,"gate; '=1+2"\r\n`);
    expect(textRow('gate;"=1+2')).toBe(`Ana,"gate;""'=1+2"\r\n`);
  });

  it('leaves ordinary text after a separator as typed', () => {
    expect(textRow('2 x Heirloom Tomatoes; 1 x Rainbow Carrots')).toBe(`Ana,"2 x Heirloom Tomatoes; 1 x Rainbow Carrots"\r\n`);
    expect(textRow('Rua das Flores, 123')).toBe(`Ana,"Rua das Flores, 123"\r\n`);
  });

  const NASTY = [PROBE, 'x;"', ',=1', '";=1', 'a\t=1', 'a\r\n@SUM(1)', ' =1', '"=1"', 'a;;-1', '";"=1', 'b,"+1'];
  it.each([',', ';', '\t'])('lets no field start a formula when a spreadsheet splits the export on %j', (separator) => {
    for (const name of NASTY) {
      for (const notes of NASTY) {
        const fields = spreadsheetFields(toCsv(FREE_TEXT, [{ name, notes }]), separator);
        expect({ name, notes, formulas: fields.filter(runsAsFormula) }).toEqual({ name, notes, formulas: [] });
      }
    }
  });
});

describe("the delivery columns of the farm's order export", () => {
  const order = (fulfilment: Fulfilment, totalCents: number): StaffOrder => ({
    number: 'TV-00000001',
    status: 'paid',
    createdAt: '2026-11-23T12:00:00.000Z',
    paidAt: '2026-11-23T12:01:00.000Z',
    customer: CUSTOMER,
    currency: 'usd',
    totalCents,
    provider: 'local',
    providerSessionId: 'test_session',
    lateRefundId: null,
    fulfilment,
    payment: { state: 'at_once', estimateCents: totalCents, heldCents: null, chargedCents: null, holdEndsAt: null },
    lines: [{ productId: 1, title: 'Heirloom Tomatoes', unitPriceCents: 630, quantity: 2, lineTotalCents: 1260, weighing: null }],
  });
  /** The last columns of an order's row, from `total` on, as the spreadsheet reads them. */
  const tail = (o: StaffOrder) => {
    const [header, row] = toCsv(ORDER_CSV_COLUMNS, [orderCsvRecord(o)]).split('\r\n');
    const at = header.split(',').indexOf('total');
    return Object.fromEntries(
      header
        .split(',')
        .slice(at)
        .map((column, i) => [column, row.split(',').slice(at)[i]]),
    );
  };
  const none = { pickupDay: null, deliveryDay: null, zone: null };

  it("adds the booked day, the zone and the fee, in the order's total, after the columns there were", () => {
    expect(ORDER_CSV_COLUMNS.slice(-8, -3)).toEqual(['method', 'pickup_day', 'delivery_day', 'zone', 'delivery_fee']);
    expect(tail(order({ method: 'delivery', ...none, deliveryDay: '2026-11-24', zone: 'Island', feeCents: 800 }, 2060))).toMatchObject({
      total: '20.60',
      delivery_day: '2026-11-24',
      zone: 'Island',
      delivery_fee: '8.00',
    });
  });

  it('writes a free delivery as 0.00, a delivery with no zones set without day or zone, and a pickup with no fee', () => {
    expect(tail(order({ method: 'delivery', ...none, deliveryDay: '2026-11-24', zone: 'Island', feeCents: 0 }, 1260))).toMatchObject({
      zone: 'Island',
      delivery_fee: '0.00',
    });
    expect(tail(order({ method: 'delivery', ...none, feeCents: 0 }, 1260))).toMatchObject({
      delivery_day: '',
      zone: '',
      delivery_fee: '0.00',
    });
    expect(tail(order({ method: 'pickup', ...none, pickupDay: '2026-11-25', feeCents: 0 }, 1260))).toMatchObject({
      pickup_day: '2026-11-25',
      delivery_day: '',
      zone: '',
      delivery_fee: '',
    });
  });
});

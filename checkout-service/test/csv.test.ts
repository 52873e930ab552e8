import { toCsv } from '../src/admin/csv';


const COLUMNS = ['name', 'phone'] as const;
const rowOf = (record: { name: string; phone: string }) => toCsv(COLUMNS, [record], ['phone']).split('\r\n')[1];

describe('CSV cells', () => {
  it.each(['+1 555 0100', '+55 (48) 3025-0147', '555.0100', '(519) 555-0147', '+15195550147'])(
    'exports %s in the phone column as typed, for the courier\'s import',
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

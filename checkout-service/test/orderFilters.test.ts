import { RequestError } from '../src/http/httpErrors';
import { parseDay, parseRange } from '../src/exports/orderFilters';

const refusal = (name: 'from' | 'to', value: string) =>
  new RequestError(
    400,
    `${name} must be a date such as 2026-11-23 (a whole day in UTC) or a date-time such as 2026-11-23T08:00:00-03:00 (got ${JSON.stringify(value)}).`,
  );

describe('the date range of the order list', () => {
  it('reads a day as the whole of it in UTC, and a date-time at its offset', () => {
    expect(parseRange({ from: '2024-02-29', to: '2024-02-29' })).toEqual({
      from: new Date('2024-02-29T00:00:00.000Z'),
      to: new Date('2024-02-29T23:59:59.999Z'),
    });
    expect(parseRange({ from: '2026-11-23T08:00:00-03:00' })).toEqual({ from: new Date('2026-11-23T11:00:00.000Z'), to: undefined });
  });

  it.each([
    ['from', '2020-02-30'],
    ['to', '2023-02-29'],
    ['from', '2026-04-31'],
    ['to', '2026-12-32'],
    ['from', '2020-02-30T08:00:00-03:00'],
    ['to', '2026-06-31T23:00:00Z'],
  ] as const)('refuses %s=%s, a day that is not on the calendar, instead of rolling it over into the next month', (name, value) => {
    expect(() => parseRange({ [name]: value })).toThrow(refusal(name, value));
  });

  it.each([
    ['from', '0000-01-01'],
    ['to', '9999-12-31'],
    ['from', '1999-12-31T23:59:59Z'],
    ['to', '2101-01-01'],
  ] as const)('refuses %s=%s, outside 2000 to 2100, which the database cannot or need not hold', (name, value) => {
    expect(() => parseRange({ [name]: value }, 'America/Sao_Paulo')).toThrow(
      new RequestError(400, `${name} must be between 2000-01-01 and 2100-12-31 (got ${JSON.stringify(value)}).`),
    );
  });

  it('keeps the whole of the first and the last day of the range', () => {
    expect(parseRange({ from: '2000-01-01', to: '2100-12-31' })).toEqual({
      from: new Date('2000-01-01T00:00:00.000Z'),
      to: new Date('2100-12-31T23:59:59.999Z'),
    });
  });
});

describe("the office's day", () => {
  it('is a calendar day from 2000 to 2100', () => {
    expect(parseDay('day', '2000-01-01')).toBe('2000-01-01');
    expect(parseDay('day', '2100-12-31')).toBe('2100-12-31');
    expect(() => parseDay('day', '0000-01-01')).toThrow(
      new RequestError(400, 'day must be between 2000-01-01 and 2100-12-31 (got "0000-01-01").'),
    );
    expect(() => parseDay('day', '9999-12-31')).toThrow(
      new RequestError(400, 'day must be between 2000-01-01 and 2100-12-31 (got "9999-12-31").'),
    );
  });
});

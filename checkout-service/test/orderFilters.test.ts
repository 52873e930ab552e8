import { RequestError } from '../src/http/httpErrors';
import { parseRange } from '../src/admin/orderFilters';

const refusal = (name: 'from' | 'to', value: string) =>
  new RequestError(400, `${name} must be a date such as 2026-11-23 (a whole day in UTC) or a date-time such as 2026-11-23T08:00:00-03:00 (got ${JSON.stringify(value)}).`);

describe('the date range of the order list', () => {
  it('reads a day as the whole of it in UTC, and a date-time at its offset', () => {
    expect(parseRange({ from: '2024-02-29', to: '2024-02-29' })).toEqual({ from: new Date('2024-02-29T00:00:00.000Z'), to: new Date('2024-02-29T23:59:59.999Z') });
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
});

import { dayBounds, dayOf, isTimeZone } from '../src/orders/farmDay';

/** The farm's calendar (src/orders/farmDay.ts): what day an instant is there, and when a day begins and ends. */
describe("the farm's days", () => {
  it('reads the day of an instant in the zone, not in UTC', () => {
    expect(dayOf(new Date('2026-11-23T02:59:59.999Z'), 'America/Sao_Paulo')).toBe('2026-11-22');
    expect(dayOf(new Date('2026-11-23T03:00:00.000Z'), 'America/Sao_Paulo')).toBe('2026-11-23');
    expect(dayOf(new Date('2026-11-23T23:30:00.000Z'), 'Asia/Tokyo')).toBe('2026-11-24');
    expect(dayOf(new Date('2026-11-23T23:30:00.000Z'), 'UTC')).toBe('2026-11-23');
  });

  it('gives a day as instants, from its midnight (included) to the next (excluded)', () => {
    expect(dayBounds('2026-11-23', 'America/Sao_Paulo')).toEqual({
      start: new Date('2026-11-23T03:00:00.000Z'),
      end: new Date('2026-11-24T03:00:00.000Z'),
    });
    expect(dayBounds('2026-12-31', 'UTC')).toEqual({
      start: new Date('2026-12-31T00:00:00.000Z'),
      end: new Date('2027-01-01T00:00:00.000Z'),
    });
  });

  it('keeps days whole across a change of daylight saving time: 23 and 25 hours long', () => {
    expect(dayBounds('2026-03-29', 'Europe/Lisbon')).toEqual({
      start: new Date('2026-03-29T00:00:00.000Z'),
      end: new Date('2026-03-29T23:00:00.000Z'),
    });
    expect(dayBounds('2026-10-25', 'Europe/Lisbon')).toEqual({
      start: new Date('2026-10-24T23:00:00.000Z'),
      end: new Date('2026-10-26T00:00:00.000Z'),
    });
  });

  it("begins a day whose midnight daylight saving skipped at its first hour, as Brazil's did in 2018", () => {
    // On 4 November 2018 São Paulo's clocks went from 23:59:59 on the 3rd to 01:00 on the 4th.
    expect(dayBounds('2018-11-04', 'America/Sao_Paulo').start).toEqual(new Date('2018-11-04T03:00:00.000Z'));
    expect(dayBounds('2018-11-03', 'America/Sao_Paulo').end).toEqual(new Date('2018-11-04T03:00:00.000Z'));
  });

  it('knows the IANA zones and refuses other names', () => {
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Sao Paulo')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

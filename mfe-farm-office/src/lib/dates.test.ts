import { formatDay, formatMoment, validDay } from './dates';

// jest.config.js runs the tests in UTC.
const NOW = new Date('2026-11-24T15:00:00Z');

describe('days and times', () => {
  it("says Today for today's moments and the date for others", () => {
    expect(formatMoment('2026-11-24T09:30:00Z', NOW)).toBe('Today, 09:30');
    expect(formatMoment('2026-11-12T14:05:00Z', NOW)).toBe('12 Nov 2026, 14:05');
    expect(formatMoment('not a time', NOW)).toBe('not a time');
  });

  it('takes a real day from the address, else none (the service then says which day is today)', () => {
    expect(validDay('2026-11-01')).toBe('2026-11-01');
    expect(validDay('2026-13-45')).toBeNull();
    expect(validDay(null)).toBeNull();
    expect(formatDay('2026-11-24')).toBe('Tuesday, 24 November 2026');
  });
});

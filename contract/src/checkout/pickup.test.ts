import { formatPickupDay, isCalendarDay, isOpeningDay, pickupDaysAfter } from './pickup';

describe('pickup days', () => {
  it('offers the next six opening days after today, skipping Sundays', () => {
    // 2026-11-26 is a Thursday.
    expect(pickupDaysAfter('2026-11-26')).toEqual(['2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']);
  });

  it('starts on Monday when today is Saturday, and crosses a year', () => {
    expect(pickupDaysAfter('2026-12-26')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('knows Sunday is closed and a calendar day from a typo', () => {
    expect(isOpeningDay('2026-11-29')).toBe(false);
    expect(isOpeningDay('2026-11-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('2026-11-28')).toBe(true);
  });

  it('writes a day as people read it', () => {
    expect(formatPickupDay('2026-11-28')).toBe('Saturday, 28 November 2026');
  });
});

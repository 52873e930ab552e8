import { archiveMonth, postDates } from './postDates';

describe('postDates', () => {
  it('gives the badge date, the written-out date and the ISO date', () => {
    expect(postDates('2026-11-08')).toEqual({
      date: { day: 8, month: 'Nov', year: 2026 },
      full_date: 'November 8, 2026',
      isoDate: '2026-11-08',
    });
  });

  it('rejects a date that is not ISO', () => {
    expect(() => postDates('8 Nov 2026')).toThrow();
  });

  it('names the archive month', () => {
    expect(archiveMonth('2026-04-10')).toBe('April 2026');
  });
});

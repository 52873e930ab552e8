import { COUNT_UP_DEFAULTS, countValueAt, formatCount } from './countUp';

const home = { ...COUNT_UP_DEFAULTS, end: 25 };

describe('count-up', () => {
  it('uses the product defaults: 2 s from 0, no decimals, comma separator', () => {
    expect(COUNT_UP_DEFAULTS).toEqual({ start: 0, durationMs: 2000, decimals: 0, separator: ',' });
  });

  it('starts at 0 and reaches exactly 25 after 2 seconds', () => {
    expect(countValueAt(0, home)).toBe(0);
    expect(countValueAt(2000, home)).toBe(25);
    expect(countValueAt(5000, home)).toBe(25);
  });

  it('rises steadily between start and end', () => {
    const samples = [0, 250, 500, 1000, 1500, 1999].map((t) => countValueAt(t, home));
    samples.slice(1).forEach((value, i) => expect(value).toBeGreaterThan(samples[i]!));
    samples.forEach((value) => expect(value).toBeLessThan(25));
  });

  it('shows whole numbers with comma thousands', () => {
    expect(formatCount(24.6, home)).toBe('25');
    expect(formatCount(25, home)).toBe('25');
    expect(formatCount(1234567, home)).toBe('1,234,567');
    expect(formatCount(1234.5, { decimals: 2, separator: ',' })).toBe('1,234.50');
  });

  it('finishes at once when the duration is zero (reduced motion)', () => {
    expect(countValueAt(0, { ...home, durationMs: 0 })).toBe(25);
  });
});

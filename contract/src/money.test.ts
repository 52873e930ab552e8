import { dollarsToCents, formatCents, formatDollars, parsePrice, parsePriceToCents, UNKNOWN_AMOUNT } from './money';

describe('money', () => {
  it('parses catalogue price text into cents and dollars', () => {
    expect(parsePriceToCents('$12.00')).toBe(1200);
    expect(parsePriceToCents('$4.5')).toBe(450);
    expect(parsePriceToCents('$1,234.56')).toBe(123456);
    expect(parsePriceToCents('7')).toBe(700);
    expect(parsePrice('$6.30')).toBe(6.3);
  });

  it('rejects text that is not a price', () => {
    expect(parsePriceToCents('free')).toBeNull();
    expect(parsePriceToCents('$-3.00')).toBeNull();
    expect(parsePriceToCents('$1.234')).toBeNull();
    expect(() => parsePrice('abc')).toThrow('Not a price');
  });

  it('formats with a $ sign, thousands separators and two decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(99999)).toBe('$999.99');
    expect(formatCents(100000)).toBe('$1,000.00');
    expect(formatCents(123456789012)).toBe('$1,234,567,890.12');
    expect(formatCents(-123456)).toBe('-$1,234.56');
    expect(formatDollars(12.5)).toBe('$12.50');
  });

  it.each([NaN, Infinity, -Infinity, 1e308, 1e308 * 100, Number.MAX_SAFE_INTEGER + 2])(
    'never renders %s as "NaN" or "Infinity"',
    (amount) => {
      expect(formatCents(amount)).toBe(UNKNOWN_AMOUNT);
      expect(formatDollars(amount)).toBe(UNKNOWN_AMOUNT);
    },
  );

  it('rounds away float error of dollar amounts', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(formatDollars(0.1 * 3)).toBe('$0.30');
  });
});

import { SCHEMA_ORG_AVAILABILITY, stockLabel, stockShortfall, stockState } from './availability';

describe('what the shop says is left', () => {
  it('says In Stock when not counted or plenty, Only N left from 5 down, Sold out at 0', () => {
    expect([null, 40, 6, 5, 1, 0].map(stockLabel)).toEqual(['In Stock', 'In Stock', 'In Stock', 'Only 5 left', 'Only 1 left', 'Sold out']);
  });

  it('never tells a search engine InStock for a sold-out product', () => {
    expect(SCHEMA_ORG_AVAILABILITY[stockState(0)]).toBe('https://schema.org/SoldOut');
    expect(SCHEMA_ORG_AVAILABILITY[stockState(3)]).toBe('https://schema.org/LimitedAvailability');
    expect(SCHEMA_ORG_AVAILABILITY[stockState(null)]).toBe('https://schema.org/InStock');
  });

  it('names the product and how many are left', () => {
    expect(stockShortfall('Heirloom Tomatoes', 2)).toBe('Only 2 Heirloom Tomatoes left.');
    expect(stockShortfall('Heirloom Tomatoes', 0)).toBe('Heirloom Tomatoes: sold out, none left.');
  });
});

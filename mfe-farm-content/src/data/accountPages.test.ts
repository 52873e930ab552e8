import { ACCOUNT_PAGE_META } from './accountPages';

describe('the register and login pages’ meta', () => {
  it.each(Object.entries(ACCOUNT_PAGE_META))('%s has a description of 50 to 160 characters', (_, { description }) => {
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
  });
});

import { shortTitle, truncateTitle } from './titles';

describe('truncateTitle', () => {
  it('cuts a title longer than 47 characters at 47 and adds " ..."', () => {
    const title = 'Why We Rotate Our Tomato Beds Every Single Season';
    expect(truncateTitle(title)).toBe('Why We Rotate Our Tomato Beds Every Single Seas ...');
    expect(truncateTitle(title).length).toBe(47 + 4);
  });

  it('keeps a title of exactly 47 characters whole', () => {
    const title = 'x'.repeat(47);
    expect(truncateTitle(title)).toBe(title);
  });

  it('keeps short titles whole', () => {
    expect(truncateTitle('Cover Crops')).toBe('Cover Crops');
  });
});

describe('shortTitle', () => {
  it('keeps the first 2 words', () => {
    expect(shortTitle('Composting 101: Turning Kitchen Scraps')).toBe('Composting 101:');
  });

  it('ignores extra spaces', () => {
    expect(shortTitle('  Cover   Crops  Rule ')).toBe('Cover Crops');
  });

  it('keeps a one-word title', () => {
    expect(shortTitle('Harvest')).toBe('Harvest');
  });

  it("says 'No Title' for a blank or missing title", () => {
    expect(shortTitle('')).toBe('No Title');
    expect(shortTitle('   ')).toBe('No Title');
    expect(shortTitle(undefined)).toBe('No Title');
  });
});

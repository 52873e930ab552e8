import { BRAND } from 'contract';
import { FARM_ADDRESS, FARM_OPENING_HOURS, localBusinessJsonLd } from './localBusinessJsonLd';

describe('the farm as a LocalBusiness', () => {
  it('has the address the site shows, in parts', () => {
    const { streetAddress, addressLocality, addressRegion, postalCode } = FARM_ADDRESS;
    expect(`${streetAddress}, ${addressLocality}, ${addressRegion} ${postalCode}, Brazil`).toBe(BRAND.address);
  });

  it('has the opening hours the site shows', () => {
    const clock = (time: string) => {
      const [hours, minutes] = time.split(':').map(Number);
      return `${String(((hours + 11) % 12) + 1).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
    };
    const days = FARM_OPENING_HOURS.dayOfWeek;
    expect(days).toHaveLength(6);
    expect(
      `${days[0].slice(0, 3)} - ${days[days.length - 1].slice(0, 3)}: ${clock(FARM_OPENING_HOURS.opens)} - ${clock(FARM_OPENING_HOURS.closes)}`,
    ).toBe(BRAND.openingHours);
  });

  it('gives the phone in international form and absolute URLs', () => {
    const data = localBusinessJsonLd({ siteUrl: 'https://terraverde.farm', image: 'https://cdn.example/og.png' });
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      telephone: '+554830250147',
      url: 'https://terraverde.farm/',
      image: 'https://cdn.example/og.png',
    });
  });
});

import { act } from 'react';
import { BRAND } from 'contract';
import { describePrerenderedPages } from 'shared/src/pages/prerenderTests';
import { SIDEBAR_STORAGE_KEY } from './components/services/details/sidebarMemory';
import prerender from './prerender';

const { rendered, hydratePage } = describePrerenderedPages(prerender);

describe('the farm pages at build time', () => {
  it('describe the farm on the home page as a LocalBusiness: address, phone, opening hours', () => {
    const home = rendered().table.routes[0].pages[0];
    if (home.status === 301) throw new Error('the home page is a page');
    expect(home.head.jsonLd.find((block) => block['@type'] === 'LocalBusiness')).toMatchObject({
      name: BRAND.name,
      telephone: '+554830250147',
      address: { '@type': 'PostalAddress', postalCode: '88060-000', addressCountry: 'BR' },
      openingHoursSpecification: [{ opens: '08:00', closes: '17:00' }],
      image: home.head.openGraph.image,
    });
  });

  it("hydrates a service's page for a visitor whose session remembers another item, then shows that one", async () => {
    sessionStorage.setItem(SIDEBAR_STORAGE_KEY, '4');
    const live = await hydratePage('/service-details/3');
    expect(live.recoverable).toEqual([]);
    expect(live.errors).toEqual([]);
    expect(live.container.querySelector('.farm-details__sidebar [aria-current="true"]')).toHaveTextContent('Sweet Exotic Fruits');
    await act(async () => live.unmount());
    sessionStorage.clear();
  });
});

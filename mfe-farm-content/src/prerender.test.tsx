import { act } from 'react';
import { BRAND, NEWSLETTER_PAGES, newsletterPagePath } from 'contract';
import { areaOf } from 'shared';
import { findPage } from 'shared/src/pages/pageTable';
import { describePrerenderedPages } from 'shared/src/pages/prerenderTests';
import { answer, serviceAnswers } from './testing/serviceAnswers';
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

  it("renders the newsletter links' pages once for every token: in this area, noindex, no canonical, nothing posted yet", () => {
    const { table, fragments } = rendered();
    for (const [page, path] of Object.entries(NEWSLETTER_PAGES)) {
      expect(areaOf(path)).toBe('farm_content');
      const route = table.routes.find((candidate) => candidate.path === path)!;
      expect(route.private).toBe(true);
      const url = newsletterPagePath(page as keyof typeof NEWSLETTER_PAGES, 'a-secret-token');
      const [pathname, search] = url.split('?');
      expect(findPage(table as Parameters<typeof findPage>[0], pathname, `?${search}`)).toEqual({
        kind: 'page',
        route,
        page: route.pages[0],
      });
      const entry = route.pages[0];
      if (entry.status === 301) throw new Error(`${path} is no redirect`);
      expect(entry.head).toMatchObject({ noindex: true, jsonLd: [] });
      expect(entry.head.canonical).toBeUndefined();
      const html = fragments.find((file) => file.path === entry.fragment)!.html;
      expect(html).toContain(page === 'confirm' ? 'Confirming your subscription…' : 'aria-disabled="true"');
    }
  });

  it('hydrates the confirmation page at a link, then posts its token once', async () => {
    const fetchMock = serviceAnswers(answer(200, { state: 'confirmed' }));
    const live = await hydratePage(newsletterPagePath('confirm', 'a-secret-token'));
    expect(live.recoverable).toEqual([]);
    expect(live.errors).toEqual([]);
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(live.container).toHaveTextContent("You're on the list");
    await act(async () => live.unmount());
  });
});

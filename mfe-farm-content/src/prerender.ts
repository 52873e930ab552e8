/**
 * The farm pages at build time (docs/architecture.md#pages-rendered-at-build): every page,
 * service, farmer and project, rendered through this remote's own routes into dist/pages/.
 */
import type { PreviewImage, RenderedPageSpec } from 'shared/src/pages/prerenderSpec';
import { definePrerender } from 'shared/src/pages/renderPages';
import { NEWSLETTER_PAGES } from 'contract';
import basket from './assets/common/basket.svg';
import { farmers } from './data/farmers';
import { projects } from './data/projects';
import { serviceCatalogue } from './data/serviceCatalogue';
import { localBusinessJsonLd } from './lib/localBusinessJsonLd';
import routes from './routes';

const detailPage = (url: string, image: Omit<PreviewImage, 'name'>): RenderedPageSpec => ({
  url,
  image: { name: url.slice(1).replace(/\//g, '-'), ...image },
});
const single = (url: string) => ({ pages: [{ url }] });

export default definePrerender({
  remote: 'farm_content',
  routes,
  areaImage: {
    name: 'farm',
    title: 'Organic vegetables, fruits and grains from our fields to your table',
    kicker: 'The Terra Verde farm',
    picture: basket,
  },
  routeSpecs: {
    '/': { pages: [{ url: '/', jsonLd: ({ siteUrl, image }) => [localBusinessJsonLd({ siteUrl, image })] }] },
    '/about-us': single('/about-us'),
    '/services': single('/services'),
    '/services-2': single('/services-2'),
    '/service-details/:id': {
      pages: serviceCatalogue.map(({ id, title, category, thumbFull }) =>
        detailPage(`/service-details/${id}`, { title, kicker: `Farm services · ${category}`, picture: thumbFull }),
      ),
      notFound: '/service-details/0',
    },
    '/farmers': single('/farmers'),
    '/farmer-details/:id': {
      pages: farmers.map(({ id, name, title, thumb }) =>
        detailPage(`/farmer-details/${id}`, { title: name, kicker: `${title} at Terra Verde`, picture: thumb }),
      ),
      notFound: '/farmer-details/0',
    },
    '/project': single('/project'),
    '/project-details/:id': {
      pages: projects.map(({ id, title, category, thumbFull }) =>
        detailPage(`/project-details/${id}`, { title, kicker: `Farm projects · ${category}`, picture: thumbFull }),
      ),
      notFound: '/project-details/0',
    },
    '/farm-story': single('/farm-story'),
    '/farm-to-table': single('/farm-to-table'),
    '/subscription': single('/subscription'),
    '/contact': single('/contact'),
    // The page only replaces itself with /contact (ContactUsRedirect): a server answers it with a redirect.
    '/contact-us.html': { pages: [{ url: '/contact-us.html', redirectTo: '/contact' }] },
    '/register': single('/register'),
    '/login': single('/login'),
    // An e-mail's link carries a secret token: one page, as it is before the browser has posted it,
    // for every link (noindex, not in the sitemap).
    [NEWSLETTER_PAGES.confirm]: { private: true, query: { token: null }, pages: [{ url: NEWSLETTER_PAGES.confirm }] },
    [NEWSLETTER_PAGES.unsubscribe]: { private: true, query: { token: null }, pages: [{ url: NEWSLETTER_PAGES.unsubscribe }] },
  },
});

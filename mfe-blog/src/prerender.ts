/**
 * The blog's pages at build time (docs/architecture.md#pages-rendered-at-build): every list page
 * and post, rendered through the blog's own routes into dist/pages/.
 */
import { pageCount } from 'shared';
import { BRAND } from 'contract';
import type { RenderedPageSpec } from 'shared/src/pages/prerenderSpec';
import { definePrerender } from 'shared/src/pages/renderPages';
import { BLOG_LAYOUTS, type BlogListLayout } from './data/listLayouts';
import { posts } from './data/posts';
import type { BlogPost } from './data/types';
import { articleJsonLd } from './lib/articleJsonLd';
import routes from './routes';

/** Every page of a list: `?page=2` onwards has an address of its own. */
const listPages = ({ path, pageSize }: BlogListLayout) =>
  Array.from({ length: pageCount(posts.length, pageSize) }, (_, index) => ({ url: index === 0 ? path : `${path}?page=${index + 1}` }));

const postPage = (path: string, post: BlogPost): RenderedPageSpec => ({
  url: `${path}/${post.id}`,
  ogType: 'article',
  image: { name: `post-${post.id}`, title: post.title, kicker: `Farm journal · ${post.full_date}`, picture: post.thumbFull },
  jsonLd: ({ canonical }) => [articleJsonLd(post, canonical, BRAND.name)],
});

const postRoute = (path: string) => ({ pages: posts.map((post) => postPage(path, post)), notFound: `${path}/0` });

export default definePrerender({
  remote: 'blog',
  routes,
  areaImage: {
    name: 'blog',
    title: 'Stories from our fields, orchard and kitchen',
    kicker: 'The Terra Verde farm journal',
    picture: posts[0].thumbFull,
  },
  routeSpecs: {
    [BLOG_LAYOUTS.standard.path]: { query: { page: '1' }, pages: listPages(BLOG_LAYOUTS.standard) },
    // The sidebar's search narrows this list (?q=): searches are left to the browser.
    [BLOG_LAYOUTS.withSidebar.path]: { query: { page: '1', q: null }, pages: listPages(BLOG_LAYOUTS.withSidebar) },
    [BLOG_LAYOUTS.twoColumn.path]: { query: { page: '1' }, pages: listPages(BLOG_LAYOUTS.twoColumn) },
    [BLOG_LAYOUTS.threeColumn.path]: { query: { page: '1' }, pages: listPages(BLOG_LAYOUTS.threeColumn) },
    '/blog-single/:id': postRoute('/blog-single'),
    '/blog-single-with-sidebar/:id': postRoute('/blog-single-with-sidebar'),
  },
});

import { describePrerenderedPages } from 'shared/src/pages/prerenderTests';
import { posts } from './data/posts';
import prerender from './prerender';

const { rendered } = describePrerenderedPages(prerender);

describe("the blog's pages at build time", () => {
  it('describe each post, with or without the sidebar, as an article and a BlogPosting', () => {
    for (const path of ['/blog-single/:id', '/blog-single-with-sidebar/:id']) {
      const route = rendered().table.routes.find((candidate) => candidate.path === path)!;
      expect(route.pages).toHaveLength(posts.length);
      route.pages.forEach((page, index) => {
        if (page.status === 301) throw new Error('no redirects in the blog');
        expect(page.head.openGraph.type).toBe('article');
        expect(page.head.jsonLd.find((block) => block['@type'] === 'BlogPosting')).toMatchObject({
          headline: posts[index].title,
          mainEntityOfPage: page.head.canonical,
        });
      });
    }
  });

  it('leaves searches to the browser', () => {
    const list = rendered().table.routes.find((route) => route.path === '/blog-with-sidebar')!;
    expect(list.query).toEqual({ page: '1', q: null });
    expect(list.pages.map((page) => page.url)).toEqual([
      '/blog-with-sidebar',
      '/blog-with-sidebar?page=2',
      '/blog-with-sidebar?page=3',
      '/blog-with-sidebar?page=4',
      '/blog-with-sidebar?page=5',
    ]);
  });
});

import { pageCount, pageSlice, resolvePage } from 'shared';
import { BLOG_LAYOUTS } from './listLayouts';
import { posts } from './posts';

describe('blog list paging', () => {
  it.each([
    ['standard', 3, 5],
    ['withSidebar', 3, 5],
    ['twoColumn', 4, 4],
    ['threeColumn', 6, 3],
  ] as const)('%s shows %i posts a page over %i pages', (key, size, pages) => {
    const layout = BLOG_LAYOUTS[key];
    expect(layout.pageSize).toBe(size);
    expect(pageCount(posts.length, size)).toBe(pages);
    expect(pageSlice(posts, 1, size).items.map((post) => post.id)).toEqual(posts.slice(0, size).map((post) => post.id));
  });

  it('shows the remainder on the last page', () => {
    expect(pageSlice(posts, 4, 4).items.map((post) => post.id)).toEqual([13, 14, 15]);
    expect(pageSlice(posts, 3, 6).items).toHaveLength(3);
  });

  it('lands garbage and out-of-range page numbers on a real page', () => {
    const pages = pageCount(posts.length, 6);
    expect(resolvePage('abc', pages)).toBe(1);
    expect(resolvePage('99', pages)).toBe(3);
    expect(resolvePage('-4', pages)).toBe(1);
  });
});

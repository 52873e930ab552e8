/** The four blog lists (docs/product.md#blog-lists): one list component, configured by these. */
export interface BlogListLayout {
  path: string;
  title: string;
  pageSize: number;
  columns: 1 | 2 | 3;
  withSidebar: boolean;
  /** Where "read more" leads: the post page with or without the sidebar. */
  postPath: '/blog-single' | '/blog-single-with-sidebar';
}

export const BLOG_LAYOUTS = {
  standard: { path: '/blog-standard', title: 'Blog Standard', pageSize: 3, columns: 1, withSidebar: false, postPath: '/blog-single' },
  withSidebar: {
    path: '/blog-with-sidebar',
    title: 'Blog With Sidebar',
    pageSize: 3,
    columns: 1,
    withSidebar: true,
    postPath: '/blog-single-with-sidebar',
  },
  twoColumn: { path: '/blog-2-column', title: 'Blog 2 Column', pageSize: 4, columns: 2, withSidebar: false, postPath: '/blog-single' },
  threeColumn: { path: '/blog-3-column', title: 'Blog 3 Column', pageSize: 6, columns: 3, withSidebar: false, postPath: '/blog-single' },
} as const satisfies Record<string, BlogListLayout>;

/** The list the sidebar search shows its results on. */
export const SEARCH_RESULTS_PATH = BLOG_LAYOUTS.withSidebar.path;

import { PageBanner, usePageMeta } from 'shared';
import { BlogLayout } from './BlogLayout';
import { BlogList } from './BlogList';
import type { BlogListLayout } from '../data/listLayouts';

const DESCRIPTION =
  'The Terra Verde farm journal: stories from our fields, orchard and kitchen, with tips on growing, storing and cooking organic produce.';

/** The page around a blog list; the four list routes differ only in their layout. */
export function BlogListPage({ layout }: { layout: BlogListLayout }) {
  usePageMeta({ title: layout.title, description: DESCRIPTION });
  return (
    <>
      <PageBanner title={layout.title} />
      <BlogLayout withSidebar={layout.withSidebar}>
        <BlogList layout={layout} />
      </BlogLayout>
    </>
  );
}

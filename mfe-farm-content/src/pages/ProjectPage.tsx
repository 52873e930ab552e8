import { PageBanner, usePageMeta } from 'shared';

/** Temporary page until this remote's own issue builds its pages. */
export default function ProjectPage() {
  usePageMeta({ title: 'Coming soon' });
  return <PageBanner title="Coming soon" />;
}

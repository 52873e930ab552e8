import { BRAND } from 'contract';
import type { Crumb } from './readHtml';
import type { PageHead } from './pageTable';
import type { PageUrls, RenderedPageSpec } from './prerenderSpec';

/** schema.org BreadcrumbList of the breadcrumb the page shows; the current crumb is the page itself. */
function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string, canonical: string | undefined): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => {
      const item = crumb.href ? siteUrl + crumb.href : canonical;
      return { '@type': 'ListItem', position: index + 1, name: crumb.name, ...(item ? { item } : {}) };
    }),
  };
}

export interface HeadInput {
  /** What the page set with usePageMeta. */
  meta: { title: string; description: string };
  crumbs: readonly Crumb[];
  spec: RenderedPageSpec;
  siteUrl: string;
  /** Absent on a 404: such a page has no address of its own. */
  canonical?: string;
  image: { url: string; alt: string };
  preloads: Array<Record<string, string>>;
}

/** A page's head: its own title and description, and what link previews and search engines read. */
export function pageHead({ meta, crumbs, spec, siteUrl, canonical, image, preloads }: HeadInput): PageHead {
  const { title, description } = meta;
  const urls: PageUrls | null = canonical ? { siteUrl, canonical, image: image.url } : null;
  return {
    title,
    description,
    ...(canonical ? { canonical } : {}),
    openGraph: {
      title,
      description,
      type: spec.ogType ?? 'website',
      ...(canonical ? { url: canonical } : {}),
      site_name: BRAND.name,
      image: image.url,
      'image:width': '1200',
      'image:height': '630',
      'image:alt': image.alt,
    },
    twitter: { card: 'summary_large_image', title, description, image: image.url },
    jsonLd: [...(urls && spec.jsonLd ? spec.jsonLd(urls) : []), breadcrumbJsonLd(crumbs, siteUrl, canonical)],
    preloads,
  };
}

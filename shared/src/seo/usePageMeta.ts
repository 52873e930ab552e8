import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { BRAND } from 'contract';
import { PrerenderContext, useSiteOrigin } from './prerender';

export interface PageMeta {
  /** Page name; the document title becomes `<title> | Terra Verde`. */
  title: string;
  description?: string;
  /** The full document title, when a page wants its own (the home page). */
  fullTitle?: string;
  /**
   * A page of secret addresses (an order's, a newsletter link's): never indexed and no canonical
   * link. Its route is `private` in the remote's prerender spec, so the server's HTML says the same.
   */
  noindex?: boolean;
  /**
   * The path of the page's one address, when this URL is another way to the same page (a
   * product's `/shop-single/N`, a post with the sidebar): the canonical link names it, at build
   * time and in the browser (docs/architecture.md#one-canonical-address-per-page).
   */
  canonicalPath?: string;
}

const DEFAULT_DESCRIPTION = BRAND.description;

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** The page of a paged list the URL asks for, past the first; null on the first, or on no page number (`?page=abc`). */
function listPage(search: string): string | null {
  const page = new URLSearchParams(search).get('page');
  return page && /^[1-9]\d*$/.test(page) && page !== '1' ? page : null;
}

/** The page's one address: its path, plus the page number of a paged list past the first. */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const page = listPage(search);
  return origin + pathname + (page ? `?page=${encodeURIComponent(page)}` : '');
}

/**
 * `<title> | Terra Verde`; a paged list's later pages say their number (`Shop, page 2`), so each
 * address the sitemap lists has a title of its own.
 */
export function documentTitle({ title, fullTitle }: Pick<PageMeta, 'title' | 'fullTitle'>, search: string): string {
  if (fullTitle) return fullTitle;
  const page = listPage(search);
  return `${page ? `${title}, page ${page}` : title} | ${BRAND.name}`;
}

/** Sets the document title, description, canonical link and Open Graph tags of a page. */
export function usePageMeta(meta: PageMeta): void {
  const { title, description = DEFAULT_DESCRIPTION, fullTitle, noindex = false, canonicalPath } = meta;
  const { pathname, search } = useLocation();
  const origin = useSiteOrigin();
  const canonical = canonicalPath ? origin + canonicalPath : canonicalUrl(origin, pathname, search);
  // A page that names its one address is no paged list, whatever the query says.
  const full = documentTitle({ title, fullTitle }, canonicalPath ? '' : search);
  // At build time the effect never runs: the head goes to the page's entry in pages.json instead.
  // The context is the build's collector, written once per page it renders, never read by React.
  const prerender = useContext(PrerenderContext);
  // eslint-disable-next-line react-hooks/immutability
  if (prerender) prerender.head = { title: full, description, canonical };
  useEffect(() => {
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', BRAND.name);
    if (!noindex) setCanonical(canonical);
  }, [full, description, canonical, noindex]);
  useNoindex(noindex);
}

/**
 * While the page is shown: robots noindex (the server's tag, or one of its own) and no canonical
 * link (the page before may have set one). The tag goes when the visitor leaves: the next page is
 * indexable, and sets its own canonical.
 */
function useNoindex(noindex: boolean) {
  useEffect(() => {
    if (!noindex) return;
    document.head.querySelector('link[rel="canonical"]')?.remove();
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'robots';
      document.head.appendChild(tag);
    }
    tag.content = 'noindex';
    return () => tag.remove();
  }, [noindex]);
}

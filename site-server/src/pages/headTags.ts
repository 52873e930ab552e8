import { createHash } from 'node:crypto';
import { withoutSourceMap } from 'shared/src/pages/inlineCss';

/**
 * A page's head, from its route table entry, as HTML. Every value is a remote's data: text is
 * escaped for HTML, JSON-LD is serialised so that nothing in it can close its <script>.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value, made inert. */
export const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/** JSON for inside a <script>: `<`, `>`, `&` and the JavaScript line separators as \u escapes. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

const attributes = (record: Record<string, string>) =>
  Object.entries(record)
    .map(([name, value]) => `${escapeHtml(name)}="${escapeHtml(value)}"`)
    .join(' ');

/** Replaces the table's token for the remote's address, in every string of a value. */
export function rebase<T>(value: T, token: string, base: string): T {
  if (typeof value === 'string') return value.split(token).join(base) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => rebase(item, token, base)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rebase(item, token, base)])) as T;
  return value;
}

/**
 * A head as headTags writes it: a route table's (shared/src/pages/pageTable.ts, already rebased)
 * or one of the shell's own pages (404, unavailable), which have the title and description only.
 */
interface HeadParts {
  title: string;
  description: string;
  canonical?: string | undefined;
  noindex?: boolean;
  /** Open Graph and Twitter properties, by name. */
  openGraph?: object;
  twitter?: object;
  preloads?: ReadonlyArray<Record<string, string>>;
  jsonLd?: readonly unknown[];
}

/**
 * What goes where the frame's own title and description were: the page's title, description,
 * canonical URL, Open Graph and Twitter tags, the preloads of its first pictures and its JSON-LD.
 */
export function headTags(head: HeadParts): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, `<meta name="description" content="${escapeHtml(head.description)}">`];
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  for (const [key, value] of Object.entries(head.openGraph ?? {}))
    tags.push(`<meta property="og:${escapeHtml(key)}" content="${escapeHtml(value)}">`);
  for (const [key, value] of Object.entries(head.twitter ?? {}))
    tags.push(`<meta name="twitter:${escapeHtml(key)}" content="${escapeHtml(value)}">`);
  for (const link of head.preloads ?? []) tags.push(`<link ${attributes(link)}>`);
  for (const block of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${jsonForScript(block)}</script>`);
  return tags.join('');
}

/** A stylesheet put in the page, and the CSP source that allows it. */
interface InlinedStylesheet {
  tag: string;
  hash: string;
}

/**
 * A remote's stylesheet, put in the page: its `url()`s made absolute paths (they were relative to
 * the file, which is served at `path`), and `data-href` naming the file as the remote's CSS loader
 * names it, relative to the remote's public path, so the loader finds it and adds no stylesheet of
 * its own (README: headers for a remote's host).
 */
export function inlineStylesheet(name: string, path: string, css: string): InlinedStylesheet {
  const file = new URL(path, 'http://site.invalid');
  const resolve = (ref: string) => {
    const url = new URL(ref, file);
    return url.pathname + url.search + url.hash;
  };
  const text = withoutSourceMap(css)
    .replace(
      /url\((['"]?)(?!data:|[a-z][a-z0-9+.-]*:|#)([^'")]+)\1\)/gi,
      (_, quote: string, ref: string) => `url(${quote}${resolve(ref)}${quote})`,
    )
    .replace(/<\/style/gi, '<\\/style');
  return {
    tag: `<style data-href="${escapeHtml(name)}">${text}</style>`,
    hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
  };
}

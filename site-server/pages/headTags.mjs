import { createHash } from 'node:crypto';

/**
 * A page's head, from its route table entry, as HTML. Every value is a remote's data: text is
 * escaped for HTML, JSON-LD is serialised so that nothing in it can close its <script>.
 */

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value, made inert. */
export const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/** JSON for inside a <script>: `<`, `>`, `&` and the JavaScript line separators as \u escapes. */
export const jsonForScript = (value) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

const attributes = (record) =>
  Object.entries(record)
    .map(([name, value]) => `${escapeHtml(name)}="${escapeHtml(value)}"`)
    .join(' ');

/** Replaces the table's token for the remote's address, in every string of a value. */
export function rebase(value, token, base) {
  if (typeof value === 'string') return value.split(token).join(base);
  if (Array.isArray(value)) return value.map((item) => rebase(item, token, base));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rebase(item, token, base)]));
  return value;
}

/**
 * What goes where the frame's own title and description were: the page's title, description,
 * canonical URL, Open Graph and Twitter tags, the preloads of its first pictures and its JSON-LD.
 * `head` is already rebased. Optional parts are absent on the shell's own pages (404, unavailable).
 */
export function headTags(head) {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, `<meta name="description" content="${escapeHtml(head.description)}">`];
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  for (const [key, value] of Object.entries(head.openGraph ?? {})) tags.push(`<meta property="og:${escapeHtml(key)}" content="${escapeHtml(value)}">`);
  for (const [key, value] of Object.entries(head.twitter ?? {})) tags.push(`<meta name="twitter:${escapeHtml(key)}" content="${escapeHtml(value)}">`);
  for (const link of head.preloads ?? []) tags.push(`<link ${attributes(link)}>`);
  for (const block of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${jsonForScript(block)}</script>`);
  return tags.join('');
}

/** A stylesheet's text without its source-map comment: that address is relative to the file, not to the page it is inlined in. */
export const withoutSourceMap = (css) => css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');

/**
 * A remote's stylesheet, put in the page: its `url()`s made absolute paths (they were relative to
 * the file, which is served at `path`), and `data-href` naming the file as the remote's CSS loader
 * names it, relative to the remote's public path, so the loader finds it and adds no stylesheet of
 * its own (README: headers for a remote's host). `hash` is the CSP source that allows it.
 */
export function inlineStylesheet(name, path, css) {
  const file = new URL(path, 'http://site.invalid');
  const resolve = (ref) => {
    const url = new URL(ref, file);
    return url.pathname + url.search + url.hash;
  };
  const text = withoutSourceMap(css)
    .replace(/url\((['"]?)(?!data:|[a-z][a-z0-9+.-]*:|#)([^'")]+)\1\)/gi, (_, quote, ref) => `url(${quote}${resolve(ref)}${quote})`)
    .replace(/<\/style/gi, '<\\/style');
  return { tag: `<style data-href="${escapeHtml(name)}">${text}</style>`, hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
}

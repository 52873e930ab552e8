/**
 * What our words cite: the relative targets of a Markdown file's links, and the file paths a code
 * comment names (`docs/product.md#stock`, a source file's path, a bare `*.md` name). Web addresses, site
 * routes (`/shop`) and placeholders (`mfe-<name>/…`) are not files of ours and are left out.
 */

const CITED_PATH =
  /(?<![\w./<>-])((?:\.{1,2}\/)?(?:[\w.-]+\/)*[\w.-]+\.(?:md|ts|tsx|js|mjs|cjs|json|css|sql|sh|conf))(#[\w-]+)?(?![\w/<>-])/g;

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|\/|#?$)/i;

/** `[text](target)` and `[label]: target`, outside fenced code blocks, with their line numbers. */
export function markdownLinks(markdown) {
  const links = [];
  let fenced = false;
  markdown.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    // A path in a code span is cited as much as a link is (`contract/src/topology.ts`).
    for (const [, span] of line.matchAll(/`([^`\s]+)`/g)) {
      const cited = span.match(new RegExp(`^${CITED_PATH.source}$`));
      if (cited && cited[1].includes('/')) links.push({ target: `${cited[1]}${cited[2] ?? ''}`, line: index + 1 });
    }
    const bare = line.replace(/`[^`]*`/g, '');
    const targets = [...bare.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g), ...bare.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/g)].map(
      (match) => match[1],
    );
    for (const target of targets) {
      if (target.startsWith('#')) links.push({ target, line: index + 1 });
      else if (!EXTERNAL.test(target)) links.push({ target, line: index + 1 });
    }
  });
  return links;
}

/** The comment part of a line of code, or null: after `//` (not a URL's), or a line of a block comment. */
function commentOf(line) {
  const trimmed = line.trim();
  if (/^(\/\*|\*|#(?!!))/.test(trimmed)) return trimmed;
  const slashes = line.search(/(?<![:'"`\\])\/\/(?![/'"])/);
  return slashes === -1 ? null : line.slice(slashes);
}

export function citedInComments(code) {
  const cited = [];
  code.split('\n').forEach((line, index) => {
    const comment = commentOf(line);
    if (!comment) return;
    const words = comment.replace(/\bhttps?:\/\/\S+/g, '').replace(/`[^`]*\*[^`]*`/g, '');
    for (const [, file, anchor = ''] of words.matchAll(CITED_PATH)) {
      // A module specifier or a bare extension mention is not a citation of a file of ours.
      if (!file.includes('/') && !file.endsWith('.md')) continue;
      cited.push({ target: `${file}${anchor}`, line: index + 1 });
    }
  });
  return cited;
}

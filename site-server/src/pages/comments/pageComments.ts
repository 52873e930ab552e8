/**
 * What of a composed blog post follows its approved comments
 * (docs/decisions/comments-in-composed-pages.md): the comments added to its list, the counts in
 * its HTML and its JSON-LD, and a JSON snapshot of the comments used, which the post's first render
 * reads (mfe-blog/src/lib/useApprovedComments.ts) so that it hydrates to the same HTML. The page is
 * prepared once per build; each set of comments then makes one filling, told apart by `key`.
 */
import { createHash } from 'node:crypto';
import { COMMENTS_SNAPSHOT_ID, type PublicComment, shownComments } from 'contract';
import { jsonForScript } from '../headTags';
import { commentMarks } from './commentMarks';

/** A page's parts as filled with some comments: its `<main>`, its JSON-LD, and the snapshot script for the end of its head. */
interface FilledParts {
  main: string;
  jsonLd: unknown[];
  snapshot: string;
}

export interface PageComments {
  /** The post whose comments the page lists; undefined: the page never changes with comments. */
  postId: number | undefined;
  /** Equal for two answers exactly when they fill the page alike. */
  key(comments: readonly PublicComment[] | null): string;
  /**
   * `page` (the built page, or as another filling left it) with the post's approved comments;
   * none (or null: the service could not say): as it is, samples only, no snapshot.
   */
  fill(comments: readonly PublicComment[] | null, page: { main: string; jsonLd: readonly unknown[] }): FilledParts;
}

/** JSON scripts are data, never run: like the page state's (composer.ts), it needs no CSP hash. */
const snapshotScript = (comments: readonly PublicComment[]) =>
  `<script type="application/json" id="${COMMENTS_SNAPSHOT_ID}">${jsonForScript({ comments })}</script>`;

/** What a search engine is told: the post's BlogPosting counts the comments the page shows. */
const withCommentCount = (jsonLd: readonly unknown[], total: number) =>
  jsonLd.map((block) =>
    typeof block === 'object' && block !== null && (block as Record<string, unknown>)['@type'] === 'BlogPosting'
      ? { ...block, commentCount: total }
      : block,
  );

/** @param main the HTML for `<main>` as the page's build made it. */
export function pageComments(main: string): PageComments {
  const built = commentMarks(main);
  const { postId } = built;
  /** The post's comments the page shows, and the answers they came from. */
  const used = (comments: readonly PublicComment[] | null) => {
    if (postId === undefined || !comments) return { raw: [], shown: [] };
    const shown = shownComments(comments, postId);
    const ids = new Set(shown.map((comment) => comment.id));
    return { raw: comments.filter((comment) => comment.postId === postId && ids.has(comment.id)), shown };
  };
  return {
    postId,
    key(comments) {
      const { raw } = used(comments);
      return raw.length ? createHash('sha256').update(JSON.stringify(raw)).digest('base64url') : '';
    },
    fill(comments, page) {
      const { raw, shown } = used(comments);
      if (!shown.length) return { main: page.main, jsonLd: [...page.jsonLd], snapshot: '' };
      // Another filling (stock) may have changed the HTML first: its marks are then found again, in what it made.
      const marks = page.main === main ? built : commentMarks(page.main);
      if (marks.postId !== postId) return { main: page.main, jsonLd: [...page.jsonLd], snapshot: '' };
      return {
        main: marks.fill(shown),
        jsonLd: withCommentCount(page.jsonLd, marks.samples + shown.length),
        snapshot: snapshotScript(raw),
      };
    },
  };
}

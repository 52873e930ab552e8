/**
 * How approved comments reach a blog post the shell's server composed from HTML built ahead
 * (docs/decisions/comments-in-composed-pages.md). The blog marks where they go and what counts
 * them; the server, which runs no remote code, fills those marks from `GET /api/comments` with
 * approvedCommentHtml and embeds what it used as JSON, so the post's first render in the browser
 * (the blog's ApprovedComment, which renders the same markup) matches the HTML it hydrates.
 */
import type { PublicComment } from '../api/visitorForms';

/** On the list of a post's comments (its value: the post's id): approved comments go at its end, after the samples. */
export const COMMENT_SLOT_ATTRIBUTE = 'data-comment-slot';
/** On the slot: how many comments the build put in it (the samples), which the counts add the approved ones to. */
export const COMMENT_SAMPLES_ATTRIBUTE = 'data-comment-samples';
/** On the slot: the picture an approved comment shows, a file of the blog's build (its address is the build's to say). */
export const COMMENT_AVATAR_ATTRIBUTE = 'data-comment-avatar';
/** On an element whose whole text counts the comments shown, in the words its value names (COMMENT_COUNT_WORDS). */
export const COMMENT_COUNT_ATTRIBUTE = 'data-comment-count';
/** The JSON script (`{ comments: PublicComment[] }`, the post's approved ones) the HTML was filled from. */
export const COMMENTS_SNAPSHOT_ID = 'tv-comments';

/** The words of each count: the list's heading and the post's meta line. One string each, so hydration sees one text node. */
export const COMMENT_COUNT_WORDS = {
  heading: (count: number) => `Comments (${count})`,
  meta: (count: number) => `${count} ${count === 1 ? 'Comment' : 'Comments'}`,
} as const satisfies Record<string, (count: number) => string>;

/** An approved comment as a post shows it: its date the farm's day, written out like the samples' (mfe-blog's postDates). */
export interface ShownComment {
  id: string;
  name: string;
  text: string;
  /** YYYY-MM-DD, for `<time>`. */
  isoDate: string;
  /** "November 19, 2026". */
  fullDate: string;
}

/** The farm's zone (checkout-service's FARM_TIME_ZONE default): a comment is dated the day the farm saw it. */
const FARM_TIME_ZONE = 'America/Sao_Paulo';
let farmDayFormats: { numeric: Intl.DateTimeFormat; written: Intl.DateTimeFormat } | undefined;
/**
 * Made at the first approved comment, not when a blog page loads: a formatter with a time zone
 * loads the browser's zone data, about 14 ms of a phone's main thread, and most posts show none
 * (docs/performance-log.md, 27 November, evening).
 */
const farmDay = () =>
  (farmDayFormats ??= {
    numeric: new Intl.DateTimeFormat('en-US', { timeZone: FARM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
    written: new Intl.DateTimeFormat('en-US', { timeZone: FARM_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' }),
  });

function shownDate(postedAt: string): Pick<ShownComment, 'isoDate' | 'fullDate'> | null {
  const at = new Date(postedAt);
  if (Number.isNaN(at.getTime())) return null;
  const { numeric, written } = farmDay();
  const part = (type: Intl.DateTimeFormatPartTypes) => numeric.formatToParts(at).find((p) => p.type === type)?.value;
  return { isoDate: `${part('year')}-${part('month')}-${part('day')}`, fullDate: written.format(at) };
}

/**
 * A post's approved comments as shown, in the service's order (oldest first): another post's are
 * left out (a client-side move to another post keeps the last answer until the next arrives), so
 * is one whose date cannot be read. Line ends are `\n`, as the HTML parser leaves them, so the text
 * React hydrates is the text the page holds.
 */
export function shownComments(comments: readonly PublicComment[], postId: number): ShownComment[] {
  return comments.flatMap((comment) => {
    const date = comment.postId === postId ? shownDate(comment.postedAt) : null;
    return date ? [{ id: comment.id, name: comment.name, text: comment.text.replace(/\r\n?/g, '\n'), ...date }] : [];
  });
}

// React's own escapes (react-dom/server), so a string built here is byte for byte what it renders.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escaped = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/**
 * One approved comment as the shell's server adds it to the slot: the markup of the blog's
 * sample comments, every value a visitor's text, escaped. The blog's tests hold its React
 * rendering to this string.
 */
export function approvedCommentHtml(comment: ShownComment, avatar: string): string {
  return (
    `<li class="blog-comment"><img class="blog-comment__avatar" src="${escaped(avatar)}" alt="" width="64" height="64" loading="lazy"/>` +
    `<div><h3 class="blog-comment__name">${escaped(comment.name)}</h3>` +
    `<p class="blog-comment__date"><time dateTime="${escaped(comment.isoDate)}">${escaped(comment.fullDate)}</time></p>` +
    `<p class="blog-comment__text">${escaped(comment.text)}</p></div></li>`
  );
}

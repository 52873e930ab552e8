/**
 * The marks a blog post's prerendered HTML puts where its comments depend on the service
 * (contract/src/blog/commentMarkup.ts): the list whose end takes the approved comments, and the
 * elements that count them. The fragment is read once with parse5; filling it for some comments is
 * then only joining strings (docs/decisions/comments-in-composed-pages.md).
 */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import {
  approvedCommentHtml,
  COMMENT_AVATAR_ATTRIBUTE,
  COMMENT_COUNT_ATTRIBUTE,
  COMMENT_COUNT_WORDS,
  COMMENT_SAMPLES_ATTRIBUTE,
  COMMENT_SLOT_ATTRIBUTE,
  type ShownComment,
} from 'contract';
import { escapeHtml } from '../headTags';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** A change to the fragment: [start, end) replaced by what the comments shown make of it. */
interface Edit {
  start: number;
  end: number;
  text(shown: readonly ShownComment[], total: number): string;
}

export interface CommentMarks {
  /** The post whose comments the fragment lists; undefined: it marks none. */
  postId: number | undefined;
  /** How many comments the build listed (the samples). */
  samples: number;
  /** The fragment with `shown` at the end of its list and its counts counting them; none shown: as built. */
  fill(shown: readonly ShownComment[]): string;
}

const NONE = (html: string): CommentMarks => ({ postId: undefined, samples: 0, fill: () => html });

const attributeOf = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const countOf = (value: string | undefined) => (value !== undefined && /^\d+$/.test(value.trim()) ? Number(value) : undefined);
const isCountWords = (value: string | undefined): value is keyof typeof COMMENT_COUNT_WORDS =>
  value !== undefined && Object.hasOwn(COMMENT_COUNT_WORDS, value);

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elements(child);
}

/** The comment marks of a page's HTML (the fragment in `<main>`, as the page will send it). A page lists one post's comments. */
export function commentMarks(html: string): CommentMarks {
  // Most pages list no comments: no parse for them.
  if (!html.includes(COMMENT_SLOT_ATTRIBUTE)) return NONE(html);
  const all = [...elements(parseFragment(html, { sourceCodeLocationInfo: true }))];
  const slot = all.find((element) => attributeOf(element, COMMENT_SLOT_ATTRIBUTE) !== undefined);
  const postId = slot && countOf(attributeOf(slot, COMMENT_SLOT_ATTRIBUTE));
  const samples = slot && countOf(attributeOf(slot, COMMENT_SAMPLES_ATTRIBUTE));
  const avatar = slot && attributeOf(slot, COMMENT_AVATAR_ATTRIBUTE);
  const end = slot?.sourceCodeLocation?.endTag?.startOffset;
  if (!postId || samples === undefined || !avatar || end === undefined) return NONE(html);

  const edits: Edit[] = [{ start: end, end, text: (shown) => shown.map((comment) => approvedCommentHtml(comment, avatar)).join('') }];
  for (const element of all) {
    const words = attributeOf(element, COMMENT_COUNT_ATTRIBUTE);
    const location = element.sourceCodeLocation;
    if (!isCountWords(words) || !location?.startTag || !location.endTag) continue;
    // The element holds only the words (one text node, so that hydration sees one): all of it is replaced.
    edits.push({
      start: location.startTag.endOffset,
      end: location.endTag.startOffset,
      text: (_, total) => escapeHtml(COMMENT_COUNT_WORDS[words](total)),
    });
  }
  edits.sort((a, b) => a.start - b.start);
  return {
    postId,
    samples,
    fill(shown) {
      if (!shown.length) return html;
      let out = '';
      let from = 0;
      for (const edit of edits) {
        out += html.slice(from, edit.start) + edit.text(shown, samples + shown.length);
        from = edit.end;
      }
      return out + html.slice(from);
    },
  };
}

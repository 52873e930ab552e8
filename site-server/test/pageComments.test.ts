/**
 * Filling a blog post's comment marks and its JSON-LD count (src/pages/comments/pageComments.ts),
 * case by case; test/liveComments.test.ts covers the page as served.
 */
import type { PublicComment } from 'contract';
import { pageComments } from '../src/pages/comments/pageComments';

const AVATAR = '/remotes/blog/assets/leafy-green.1a2b3c4d5e.svg';
/** A post's comments as the blog's build renders them: two samples, the heading and the meta line marked. */
const post = (id = 3, list = '<li class="blog-comment">sample one</li><li class="blog-comment">sample two</li>') =>
  `<article><ul class="blog-meta"><li><span data-comment-count="meta">2 Comments</span></li></ul></article>` +
  `<section><h2 id="blog-comments-title" data-comment-count="heading">Comments (2)</h2>` +
  `<ol class="blog-comments__list" data-comment-slot="${id}" data-comment-samples="2" data-comment-avatar="${AVATAR}">${list}</ol></section>`;
const blogPosting = { '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'Carrots', commentCount: 2 };
const breadcrumb = { '@type': 'BreadcrumbList' };

const comment = (id: string, extra: Partial<PublicComment> = {}): PublicComment => ({
  id,
  postId: 3,
  name: 'Marta Gomes',
  text: 'Lovely carrots.',
  postedAt: '2026-11-19T15:00:00.000Z',
  ...extra,
});
const built = (main: string) => ({ main, jsonLd: [blogPosting, breadcrumb] });

describe('the comment marks of a post page', () => {
  it('adds the post’s approved comments after the samples, counts them in, and embeds what it used', () => {
    const main = post();
    const comments = pageComments(main);
    expect(comments.postId).toBe(3);
    const answer = [comment('a'), comment('b', { postId: 4 }), comment('c', { name: 'Rui', text: 'Second!' })];
    const filled = comments.fill(answer, built(main));
    expect(filled.main).toBe(
      '<article><ul class="blog-meta"><li><span data-comment-count="meta">4 Comments</span></li></ul></article>' +
        '<section><h2 id="blog-comments-title" data-comment-count="heading">Comments (4)</h2>' +
        `<ol class="blog-comments__list" data-comment-slot="3" data-comment-samples="2" data-comment-avatar="${AVATAR}">` +
        '<li class="blog-comment">sample one</li><li class="blog-comment">sample two</li>' +
        `<li class="blog-comment"><img class="blog-comment__avatar" src="${AVATAR}" alt="" width="64" height="64" loading="lazy"/>` +
        '<div><h3 class="blog-comment__name">Marta Gomes</h3><p class="blog-comment__date"><time dateTime="2026-11-19">November 19, 2026</time></p>' +
        '<p class="blog-comment__text">Lovely carrots.</p></div></li>' +
        `<li class="blog-comment"><img class="blog-comment__avatar" src="${AVATAR}" alt="" width="64" height="64" loading="lazy"/>` +
        '<div><h3 class="blog-comment__name">Rui</h3><p class="blog-comment__date"><time dateTime="2026-11-19">November 19, 2026</time></p>' +
        '<p class="blog-comment__text">Second!</p></div></li></ol></section>',
    );
    expect(filled.jsonLd).toEqual([{ ...blogPosting, commentCount: 4 }, breadcrumb]);
    expect(filled.snapshot).toBe(
      `<script type="application/json" id="tv-comments">${JSON.stringify({ comments: [answer[0], answer[2]] })}</script>`,
    );
  });

  it('writes a hostile comment as text, and its snapshot so that it cannot end the script', () => {
    const main = post();
    const hostile = comment('x', { name: '"onmouseover=alert(1)', text: '<script>alert(1)</script>' });
    const filled = pageComments(main).fill([hostile], built(main));
    expect(filled.main).toContain('<h3 class="blog-comment__name">&quot;onmouseover=alert(1)</h3>');
    expect(filled.main).toContain('<p class="blog-comment__text">&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(filled.main).not.toContain('<script');
    expect(filled.snapshot).toContain('\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    expect(filled.snapshot.match(/<\/script>/g)).toHaveLength(1);
  });

  it('leaves the page as built, samples only, with no snapshot, when the service could not say or approved none of this post', () => {
    const main = post();
    const comments = pageComments(main);
    for (const answer of [null, [], [comment('b', { postId: 4 })], [comment('d', { postedAt: 'not a date' })]]) {
      expect(comments.fill(answer, built(main))).toEqual({ main, jsonLd: [blogPosting, breadcrumb], snapshot: '' });
      expect(comments.key(answer)).toBe(comments.key(null));
    }
  });

  it('tells fillings apart by the post’s comments, not by other posts’', () => {
    const comments = pageComments(post());
    const key = comments.key([comment('a')]);
    expect(key).not.toBe(comments.key(null));
    expect(comments.key([comment('a'), comment('z', { postId: 9 })])).toBe(key);
    expect(comments.key([comment('a', { text: 'Edited.' })])).not.toBe(key);
    expect(comments.key([comment('a'), comment('b')])).not.toBe(key);
  });

  it('finds its marks again in HTML another filling changed first', () => {
    const main = post();
    const stocked = `<p><span data-stock-label="14" data-stock-state="sold_out">Sold out</span></p>${main}`;
    const filled = pageComments(main).fill([comment('a')], built(stocked));
    expect(filled.main.startsWith('<p><span data-stock-label="14" data-stock-state="sold_out">Sold out</span></p>')).toBe(true);
    expect(filled.main).toContain('Comments (3)');
    expect(filled.main).toContain('<p class="blog-comment__text">Lovely carrots.</p></div></li></ol>');
  });

  it('marks nothing on a page without a slot, or with one that does not say its post, samples or avatar', () => {
    for (const main of [
      '<h1>Cart</h1><span data-comment-count="heading">Comments (2)</span>',
      post(0),
      '<ol data-comment-slot="3" data-comment-avatar="/a.svg"></ol>',
      '<ol data-comment-slot="3" data-comment-samples="2"></ol>',
    ]) {
      const comments = pageComments(main);
      expect(comments.postId).toBeUndefined();
      expect(comments.fill([comment('a')], built(main))).toEqual({ main, jsonLd: [blogPosting, breadcrumb], snapshot: '' });
    }
  });
});

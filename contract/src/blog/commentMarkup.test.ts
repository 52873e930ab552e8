import type { PublicComment } from '../api/visitorForms';
import { approvedCommentHtml, COMMENT_COUNT_WORDS, shownComments } from './commentMarkup';

const approved = (extra: Partial<PublicComment> = {}): PublicComment => ({
  id: 'c1',
  postId: 3,
  name: 'Marta Gomes',
  text: 'Lovely carrots.',
  postedAt: '2026-11-19T15:00:00.000Z',
  ...extra,
});

describe('the comments a post shows', () => {
  it('keeps the post’s own, in the service’s order, dated the farm’s day and written out like the samples', () => {
    const comments = [approved({ id: 'a' }), approved({ id: 'b', postId: 4 }), approved({ id: 'c', postedAt: '2026-01-05T09:30:00Z' })];
    expect(shownComments(comments, 3)).toEqual([
      { id: 'a', name: 'Marta Gomes', text: 'Lovely carrots.', isoDate: '2026-11-19', fullDate: 'November 19, 2026' },
      { id: 'c', name: 'Marta Gomes', text: 'Lovely carrots.', isoDate: '2026-01-05', fullDate: 'January 5, 2026' },
    ]);
  });

  it('dates a comment sent late in the farm’s evening on the farm’s day, not the next one in UTC', () => {
    expect(shownComments([approved({ postedAt: '2026-12-01T01:30:00Z' })], 3)[0]).toMatchObject({
      isoDate: '2026-11-30',
      fullDate: 'November 30, 2026',
    });
  });

  it('leaves out a comment whose date cannot be read, and writes every line end as \\n', () => {
    const comments = [approved({ id: 'x', postedAt: 'yesterday' }), approved({ id: 'y', text: 'one\r\ntwo\rthree\nfour' })];
    expect(shownComments(comments, 3)).toEqual([expect.objectContaining({ id: 'y', text: 'one\ntwo\nthree\nfour' })]);
  });
});

describe('an approved comment as HTML', () => {
  const [shown] = shownComments([approved()], 3);

  it('is the markup of the sample comments, with the avatar the slot names', () => {
    expect(approvedCommentHtml(shown, '/remotes/blog/assets/leafy-green.1a2b.svg')).toBe(
      '<li class="blog-comment"><img class="blog-comment__avatar" src="/remotes/blog/assets/leafy-green.1a2b.svg" alt="" width="64" height="64" loading="lazy"/>' +
        '<div><h3 class="blog-comment__name">Marta Gomes</h3>' +
        '<p class="blog-comment__date"><time dateTime="2026-11-19">November 19, 2026</time></p>' +
        '<p class="blog-comment__text">Lovely carrots.</p></div></li>',
    );
  });

  it('shows a hostile name and text as typed, never as markup', () => {
    const [hostile] = shownComments([approved({ name: '"onmouseover=alert(1) x=\'', text: '<script>alert(1)</script> & <b>bold</b>' })], 3);
    const html = approvedCommentHtml(hostile, '/a.svg" onerror="alert(1)');
    expect(html).toContain('<h3 class="blog-comment__name">&quot;onmouseover=alert(1) x=&#x27;</h3>');
    expect(html).toContain('<p class="blog-comment__text">&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</p>');
    expect(html).toContain('src="/a.svg&quot; onerror=&quot;alert(1)"');
    expect(html).not.toMatch(/<script|<b>|"onmouseover|" onerror/);
    // Only the markup's own tags: the visitor's text adds none.
    expect(html.match(/<[a-z0-9]+/g)).toEqual(['<li', '<img', '<div', '<h3', '<p', '<time', '<p']);
  });
});

describe('the words that count the comments shown', () => {
  it('are the heading’s "Comments (N)" and the meta line’s "N Comment(s)"', () => {
    expect([0, 1, 3].map(COMMENT_COUNT_WORDS.heading)).toEqual(['Comments (0)', 'Comments (1)', 'Comments (3)']);
    expect([0, 1, 3].map(COMMENT_COUNT_WORDS.meta)).toEqual(['0 Comments', '1 Comment', '3 Comments']);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { approvedCommentHtml, type PublicComment, shownComments } from 'contract';
import { postDates } from '../../lib/postDates';
import { CommentItem } from './CommentItem';

const AVATAR = 'https://remote-base.invalid/assets/leafy-green.1a2b3c4d5e.svg';
const approved = (name: string, text: string, postedAt = '2026-11-26T18:30:00.000Z'): PublicComment => ({
  id: 'c1',
  postId: 3,
  name,
  text,
  postedAt,
});

describe('an approved comment', () => {
  // The shell's server writes it with approvedCommentHtml; the browser hydrates it with CommentItem: one string, or a mismatch.
  it.each([
    ['a plain comment', approved('Marta Gomes', 'We bought your carrots at the market.')],
    ['a script in the text', approved('Eve', '<script>alert(1)</script>')],
    ['an attribute in the name', approved('"onmouseover=alert(1) x=\'', 'it\'s <b>bold</b> & "quoted"')],
    ['accents, emoji and lines', approved('Antônio 🌽', 'Line one\r\nline two\n\nline four')],
    ['an empty text', approved('Ana', '')],
  ])('renders as the shell’s server writes it: %s', (_, comment) => {
    const [shown] = shownComments([comment], 3);
    expect(renderToStaticMarkup(<CommentItem {...shown} avatar={AVATAR} />)).toBe(approvedCommentHtml(shown, AVATAR));
  });

  it('is dated as the sample comments are, in every month', () => {
    for (let month = 1; month <= 12; month += 1) {
      const [shown] = shownComments([approved('Ana', 'Hi', `2026-${String(month).padStart(2, '0')}-15T12:00:00Z`)], 3);
      expect(shown.fullDate).toBe(postDates(shown.isoDate).full_date);
    }
  });
});

import { commentsFor } from './comments';
import { posts } from './posts';

/** Words of a title that say what the post is about ("Strawberries", "Tractor"), not how. */
const FILLER = new Set([
  'what',
  'makes',
  'with',
  'from',
  'that',
  'this',
  'your',
  'every',
  'single',
  'simple',
  'ways',
  'keep',
  'after',
  'meet',
  'through',
  'turns',
  'year',
  'help',
  'more',
  'morning',
  'quiet',
  'heroes',
  'caring',
  'season',
  'picking',
  'storing',
  'cooking',
  'tending',
  'growing',
]);
const topicStems = (title: string) =>
  title
    .toLowerCase()
    .split(/[^a-zà-ú]+/)
    .filter((word) => word.length >= 4 && !FILLER.has(word))
    .map((word) => word.replace(/(ing|ies|es|s|y)$/, ''));

describe('the comments under each post', () => {
  it('are two of its own under every post, as many as the post counts', () => {
    for (const post of posts) {
      const comments = commentsFor(post.id);
      expect({ post: post.id, shown: comments.length }).toEqual({ post: post.id, shown: 2 });
      expect(post.comments).toBe(comments.length);
      expect(new Set(comments.map((comment) => comment.id)).size).toBe(comments.length);
    }
  });

  it('are never repeated under another post', () => {
    const texts = posts.flatMap((post) => commentsFor(post.id).map((comment) => comment.text));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('are written after the post they answer', () => {
    for (const post of posts) {
      for (const comment of commentsFor(post.id)) expect(comment.isoDate > post.isoDate).toBe(true);
    }
  });

  it("talk about the post's subject", () => {
    for (const post of posts) {
      const stems = topicStems(post.title);
      for (const comment of commentsFor(post.id)) {
        const text = comment.text.toLowerCase();
        expect({ post: post.title, comment: comment.text, onTopic: stems.some((stem) => text.includes(stem)) }).toEqual({
          post: post.title,
          comment: comment.text,
          onTopic: true,
        });
      }
    }
  });

  it('is nothing for an unknown post', () => {
    expect(commentsFor(999)).toEqual([]);
  });
});

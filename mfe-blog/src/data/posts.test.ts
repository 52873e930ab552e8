import { findAuthor } from './authors';
import { posts } from './posts';
import { archives, categories, gallery } from './sidebar';

describe('the farm journal', () => {
  it('has 15 posts with unique ids', () => {
    expect(posts).toHaveLength(15);
    expect(new Set(posts.map((post) => post.id)).size).toBe(15);
  });

  it('gives every post every field a post needs and a body', () => {
    for (const post of posts) {
      expect(post).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          thumb: expect.any(String),
          thumbFull: expect.any(String),
          title: expect.stringMatching(/\S/),
          date: { day: expect.any(Number), month: expect.any(String), year: expect.any(Number) },
          author: expect.stringMatching(/\S/),
          full_date: expect.stringMatching(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/),
          description: expect.stringMatching(/\S/),
          comments: expect.any(Number),
        }),
      );
      expect(post.body.length).toBeGreaterThan(0);
      expect(findAuthor(post.author)).toBeDefined();
    }
  });

  it('lists posts newest first, so the first 3 are the recent ones', () => {
    const dates = posts.map((post) => post.isoDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('counts every post once in the categories and the archives', () => {
    expect(categories.reduce((sum, { count }) => sum + count, 0)).toBe(15);
    expect(archives.reduce((sum, { count }) => sum + count, 0)).toBe(15);
  });

  it('has a 6-image gallery', () => {
    expect(gallery).toHaveLength(6);
  });
});

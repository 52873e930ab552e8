import { searchPosts } from './searchPosts';

const posts = [
  { title: 'Composting 101', description: 'Kitchen scraps into black gold' },
  { title: 'Cover Crops', description: 'Oats and vetch feed the soil' },
  { title: 'Sweet Corn Recipes', description: 'Grill it in the husk' },
];

describe('searchPosts', () => {
  it('matches the title, ignoring case', () => {
    expect(searchPosts(posts, 'COMPOST')).toEqual([posts[0]]);
  });

  it('matches the description', () => {
    expect(searchPosts(posts, 'soil')).toEqual([posts[1]]);
  });

  it('needs every word of the query to match somewhere in the post', () => {
    expect(searchPosts(posts, 'corn husk')).toEqual([posts[2]]);
    expect(searchPosts(posts, 'corn soil')).toEqual([]);
  });

  it('returns every post for a blank query', () => {
    expect(searchPosts(posts, '   ')).toBe(posts);
  });

  it('returns nothing when no post matches', () => {
    expect(searchPosts(posts, 'tractor')).toEqual([]);
  });
});

import { renderHook, waitFor } from '@testing-library/react';
import type { PublicComment } from 'contract';
import { givenService, givenSnapshot } from '../testing/comments';
import { useApprovedComments } from './useApprovedComments';

const comment = (id: string, postId: number, name: string): PublicComment => ({
  id,
  postId,
  name,
  text: `${name} says hello.`,
  postedAt: '2026-11-26T18:30:00.000Z',
});

afterEach(() => givenSnapshot(null));

describe("a post's approved comments in the browser", () => {
  it('start from what the shell’s server filled the page with, before the service answers', () => {
    givenSnapshot([comment('c1', 3, 'Marta'), comment('c9', 4, 'Rui')]);
    givenService(null);
    const { result } = renderHook(() => useApprovedComments(3));
    expect(result.current.map((shown) => shown.name)).toEqual(['Marta']);
  });

  it('start from none on a page built ahead, then show the service’s, a comment approved since included', async () => {
    givenSnapshot(null);
    const service = givenService([comment('c1', 3, 'Marta'), comment('c2', 3, 'Bia'), comment('c9', 4, 'Rui')]);
    const { result } = renderHook(() => useApprovedComments(3));
    expect(result.current).toEqual([]);
    await waitFor(() => expect(result.current.map((shown) => shown.name)).toEqual(['Marta', 'Bia']));
    // Past the browser's cache: an answer kept from an earlier visit may be older than the page's snapshot.
    expect(service).toHaveBeenCalledWith('/api/comments?post=3', expect.objectContaining({ method: 'GET', cache: 'no-store' }));
    expect(result.current[0]).toMatchObject({ id: 'c1', text: 'Marta says hello.', isoDate: '2026-11-26', fullDate: 'November 26, 2026' });
  });

  it('show none of the last post’s while the next post’s load', async () => {
    givenSnapshot(null);
    givenService([comment('c1', 3, 'Marta')]);
    const { result, rerender } = renderHook(({ postId }) => useApprovedComments(postId), { initialProps: { postId: 3 } });
    await waitFor(() => expect(result.current).toHaveLength(1));
    givenService(null);
    rerender({ postId: 4 });
    expect(result.current).toEqual([]);
  });
});

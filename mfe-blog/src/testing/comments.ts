import { COMMENTS_SNAPSHOT_ID, type PublicComment } from 'contract';

/**
 * For the tests: the approved comments as a post page meets them, the JSON snapshot the shell's
 * server embeds (useApprovedComments reads it first) and the service's GET /api/comments. jsdom has
 * no fetch. A silent service answers nothing at all: a refusal would still end the hook's loading
 * after the test's last assertion, a state update outside act().
 */
const silentService = (() => new Promise<never>(() => undefined)) as unknown as typeof fetch;

/** The page's snapshot of `comments`; null: none, a page built ahead (or composed while the service was down). */
export function givenSnapshot(comments: readonly PublicComment[] | null) {
  document.getElementById(COMMENTS_SNAPSHOT_ID)?.remove();
  if (!comments) return;
  const snapshot = document.createElement('script');
  snapshot.type = 'application/json';
  snapshot.id = COMMENTS_SNAPSHOT_ID;
  snapshot.textContent = JSON.stringify({ comments });
  document.body.append(snapshot);
}

/**
 * The service: `?post=<id>` answers that post's approved comments out of `comments`, as the
 * service filters them; null: it never answers. Returns the fetch, to count what was asked.
 */
export function givenService(comments: readonly PublicComment[] | null) {
  const service = jest.fn(async (input: RequestInfo | URL) => {
    const post = Number(new URL(String(input), window.location.origin).searchParams.get('post'));
    const body = { comments: comments!.filter((comment) => comment.postId === post) };
    return { ok: true, status: 200, headers: { get: () => null }, json: async () => body } as unknown as Response;
  });
  globalThis.fetch = comments ? (service as unknown as typeof fetch) : silentService;
  return service;
}

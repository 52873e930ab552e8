import { useMemo } from 'react';
import { API_PATHS, COMMENTS_SNAPSHOT_ID, type PublicComments, PublicCommentsSchema, type ShownComment, shownComments } from 'contract';
import { requestJson, useResource } from 'shared';

/** What the shell's server filled the page's HTML with, so hydration renders the same; none on a page built ahead. */
function snapshot(): PublicComments | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(COMMENTS_SNAPSHOT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = PublicCommentsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A post's approved comments (docs/decisions/comments-in-composed-pages.md): first those the
 * shell's server filled the page with (none on a page built ahead), so the first render hydrates
 * to its HTML; then the service's list, so a comment approved since the page was composed shows.
 * A failed answer keeps what was shown; another post's answer, kept while this one's loads, shows none.
 */
export function useApprovedComments(postId: number): ShownComment[] {
  const path = `${API_PATHS.comments}?post=${postId}`;
  // Never from the browser's cache: an answer kept from an earlier visit (the service allows 5 s) can
  // be older than the page's own snapshot, and would take a just-approved comment off the page.
  const { data } = useResource(path, (signal) => requestJson(path, { schema: PublicCommentsSchema, signal }), snapshot);
  return useMemo(() => shownComments(data?.comments ?? [], postId), [data, postId]);
}

/**
 * The service-details sidebar remembers its active item for the browser session
 * (docs/product.md#service-details), defaulting to the second item.
 */
export const SIDEBAR_STORAGE_KEY = 'terra-verde:service-sidebar-active';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the sidebar then just forgets.
    return null;
  }
}

/** The remembered item id if it is still one of `ids`, else the second id. */
export function readActiveSidebarId(ids: readonly number[], from: Storage | null = storage()): number | undefined {
  const fallback = ids[1] ?? ids[0];
  const saved = Number(from?.getItem(SIDEBAR_STORAGE_KEY));
  return ids.includes(saved) ? saved : fallback;
}

export function saveActiveSidebarId(id: number): void {
  try {
    storage()?.setItem(SIDEBAR_STORAGE_KEY, String(id));
  } catch {
    // Quota or privacy errors only cost the memory, never the page.
  }
}

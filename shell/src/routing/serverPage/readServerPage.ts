// From its module, not the `shared` package: the start-up's first step must not evaluate it (federation/prepareRemotes.ts).
import { SERVER_PAGE_STATE_ID, type ServerPageState } from 'shared/src/pages/serverPage';

/**
 * What the shell's server said about the page HTML it sent (shared/src/pages/serverPage.ts), or
 * null: the build's prerender, the development server, or a URL the server left to the app.
 */
export function readServerPage(): ServerPageState | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SERVER_PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerPageState;
  } catch {
    return null;
  }
}

import { preloadPage } from '../routing/preloadPage';
import { readServerPage } from '../routing/serverPage/readServerPage';
import { loadRemoteConfig } from './remoteConfig';
import { applyRemoteOverrides } from './remoteOverrides';
import { registerRemoteEntries } from './remotes';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Registers the remotes (with any QA override) and starts fetching the current page's remote.
 * Returns the rest of remotes.json's run-time settings: the field reports' sample.
 */
export async function prepareRemotes(remoteConfigRequest: Promise<Response>): Promise<{ vitalsSample: number }> {
  const { search, pathname, hash } = window.location;
  const config = await loadRemoteConfig(remoteConfigRequest);
  const { entries, remainingSearch } = applyRemoteOverrides(config, search, sessionStorageOrNull());
  // The override parameters have done their job; keep them out of shared links and canonical URLs.
  if (remainingSearch !== search) window.history.replaceState(window.history.state, '', `${pathname}${remainingSearch}${hash}`);
  // The page's HTML came from one build of its remote: that build's scripts take it over.
  const serverPage = readServerPage();
  registerRemoteEntries(entries, serverPage?.kind === 'remote' ? serverPage : undefined);
  // The page's remote and chunk download while React renders the frame, not after.
  preloadPage(pathname);
  return { vitalsSample: config.vitalsSample };
}

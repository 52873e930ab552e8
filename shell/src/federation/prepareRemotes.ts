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
 * Registers the remotes (with any QA override): the start-up's first step (src/startup/bootstrap.tsx).
 * Nothing this module reaches imports the `shared` package or the router: both are shared whole
 * and bring React DOM, whose evaluation would then join this task instead of having its own
 * (docs/decisions/short-start-up-tasks.md; firstStep.test.ts holds it). Returns the rest of
 * remotes.json's run-time settings: the field reports' sample.
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
  return { vitalsSample: config.vitalsSample };
}

import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRemoteConfig } from './federation/remoteConfig';
import { applyRemoteOverrides } from './federation/remoteOverrides';
import { registerRemoteEntries } from './federation/remotes';
import { preloadPage } from './routing/preloadPage';
import { nextTask } from './scheduling';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export async function start(remoteConfigRequest: Promise<Response>) {
  // This module and the shared libraries have just been evaluated, in this task.
  await nextTask();
  const { search, pathname, hash } = window.location;
  const { entries, remainingSearch } = applyRemoteOverrides(await loadRemoteConfig(remoteConfigRequest), search, sessionStorageOrNull());
  // The override parameters have done their job; keep them out of shared links and canonical URLs.
  if (remainingSearch !== search) window.history.replaceState(window.history.state, '', `${pathname}${remainingSearch}${hash}`);
  registerRemoteEntries(entries);
  // The page's remote and chunk download while React renders the frame, not after.
  preloadPage(pathname);
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser, so a phone can answer a tap while
  // the page renders instead of waiting for one long task.
  startTransition(() => root.render(<App />));
}


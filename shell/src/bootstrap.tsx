import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRemoteConfig } from './federation/remoteConfig';
import { applyRemoteOverrides } from './federation/remoteOverrides';
import { registerRemoteEntries } from './federation/remotes';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

async function start() {
  const { search, pathname, hash } = window.location;
  const { entries, remainingSearch } = applyRemoteOverrides(await loadRemoteConfig(), search, sessionStorageOrNull());
  // The override parameters have done their job; keep them out of shared links and canonical URLs.
  if (remainingSearch !== search) window.history.replaceState(window.history.state, '', `${pathname}${remainingSearch}${hash}`);
  registerRemoteEntries(entries);
  createRoot(document.getElementById('root')!).render(<App />);
}

start();

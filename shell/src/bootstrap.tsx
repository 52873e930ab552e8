import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRemoteConfig } from './federation/remoteConfig';
import { registerRemoteEntries } from './federation/remotes';

async function start() {
  registerRemoteEntries(await loadRemoteConfig());
  createRoot(document.getElementById('root')!).render(<App />);
}

start();

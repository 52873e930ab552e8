/**
 * The shell's production server (the one `npm start` runs) in its own process, for the bench.
 * With REMOTES_JSON (a remotes.json as text) it composes pages from those remotes, as `npm start` does.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticApp, listen } from '../serve/staticSite.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shell', 'dist');
const remoteConfig = process.env.REMOTES_JSON ? JSON.parse(process.env.REMOTES_JSON) : undefined;
const app = createStaticApp({ root, apiTarget: process.env.API_TARGET, remoteConfig, composePages: Boolean(remoteConfig) });
const server = await listen(app, Number(process.env.PORT));
process.on('SIGTERM', () => server.close(() => process.exit(0)));

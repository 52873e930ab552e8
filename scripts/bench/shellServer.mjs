/** The shell's production server (the one `npm start` runs) in its own process, for the bench. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticApp, listen } from '../serve/staticSite.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shell', 'dist');
const server = await listen(createStaticApp({ root, apiTarget: process.env.API_TARGET }), Number(process.env.PORT));
process.on('SIGTERM', () => server.close(() => process.exit(0)));

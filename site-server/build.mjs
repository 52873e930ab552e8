/**
 * Bundles the servers into dist/: shellServer.js and serveFolder.js (the two commands) and index.js
 * (what `npm start` and the deployment suite run in-process), with what they import of `contract`
 * and `shared`; npm packages stay external, as for the checkout-service (scripts/esbuild/nodeBundle.mjs).
 */ import * as esbuild from 'esbuild';
import { nodeBundleOptions } from '../scripts/esbuild/nodeBundle.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

await esbuild.build(
  nodeBundleOptions({
    entryPoints: {
      index: path.join(here, 'src/index.ts'),
      shellServer: path.join(here, 'src/bin/shellServer.ts'),
      serveFolder: path.join(here, 'src/bin/serveFolder.ts'),
    },
    outdir: path.join(here, 'dist'),
  }),
);

/**
 * Bundles the service into dist/server.js, the farm's orders command into dist/orders.js and its
 * staff command into dist/staff.js, with the `contract` it imports; npm packages stay external
 * (scripts/esbuild/nodeBundle.mjs).
 */ import * as esbuild from 'esbuild';
import { nodeBundleOptions } from '../scripts/esbuild/nodeBundle.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

const options = nodeBundleOptions({
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    orders: path.join(here, 'src/cli/orders.ts'),
    staff: path.join(here, 'src/cli/staff.ts'),
  },
  outdir: path.join(here, 'dist'),
  quiet: process.argv.includes('--quiet'),
});

if (process.argv.includes('--watch')) {
  const context = await esbuild.context(options);
  await context.watch();
} else {
  await esbuild.build(options);
}

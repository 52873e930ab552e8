/**
 * After a package's build: writes a brotli (.br, quality 11) and a gzip (.gz) copy next to every
 * text file of its dist worth compressing, so the servers send them as they are
 * (site-server/src/middleware/staticFiles.ts) instead of compressing every response again. Besides ~10%
 * smaller JavaScript than the servers' on-the-fly quality 5, a page load no longer costs the
 * machine serving it the CPU time that the browser needs at the same moment.
 *
 *   node scripts/precompress.mjs <dist folder>
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|xml)$/;
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else if (COMPRESSIBLE.test(entry.name)) yield file;
  }
}

const dist = path.resolve(process.argv[2] ?? 'dist');
let count = 0;
for await (const file of files(dist)) {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  count++;
}
console.log(`precompress: ${count} files in ${path.relative(process.cwd(), dist) || '.'} have .br and .gz copies`);

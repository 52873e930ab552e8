/**
 * Turns Fluent Emoji Flat icons (MIT, @iconify-json/fluent-emoji-flat) into static SVG files,
 * so the site never fetches imagery from an icon API at run time (docs/product.md#imagery).
 *
 *   node scripts/generate-illustrations.mjs <out-dir> <file.svg>=<icon-name> ...
 *   node scripts/generate-illustrations.mjs shared/assets/products tomato.svg=tomato
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { getIconData, iconToSVG, iconToHTML } from '@iconify/utils';

const require = createRequire(import.meta.url);
const icons = require('@iconify-json/fluent-emoji-flat/icons.json');

const [outDir, ...pairs] = process.argv.slice(2);
if (!outDir || pairs.length === 0) {
  console.error('usage: generate-illustrations.mjs <out-dir> <file.svg>=<icon-name> ...');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
for (const pair of pairs) {
  const [file, name] = pair.split('=');
  const data = getIconData(icons, name);
  if (!data) {
    console.error(`no icon "${name}" in fluent-emoji-flat`);
    process.exit(1);
  }
  const { attributes, body } = iconToSVG(data, { width: 256, height: 256 });
  writeFileSync(join(outDir, file), iconToHTML(body, attributes) + '\n');
  console.log(`${file} <- ${name}`);
}

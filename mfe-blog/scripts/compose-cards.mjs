/**
 * Composes the blog's post pictures (`thumbFull`): a Fluent Emoji Flat icon, made by
 * scripts/generate-illustrations.mjs, set on a palette-coloured field scene (docs/product.md#imagery),
 * so every post has a landscape picture without shipping photographs.
 *
 *   node mfe-blog/scripts/compose-cards.mjs <icon-dir> <out-dir> <icon>=<tone> ...
 *   node mfe-blog/scripts/compose-cards.mjs mfe-blog/src/assets/icons mfe-blog/src/assets/cards tomato=harvest
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Background, far hill and near hill of each tone, all from the brand palette, lightened. */
const TONES = {
  harvest: ['#F6E7B8', '#E9CF7A', '#C9A94A'],
  leaf: ['#DCEFD9', '#A7D39B', '#4BAF47'],
  cream: ['#F8F7F0', '#DCD8C3', '#A7C48A'],
  soil: ['#EFE4D8', '#CDB49C', '#6B4F3A'],
  sky: ['#DDEEF0', '#A9D2C4', '#5E9B45'],
};

const WIDTH = 1200;
const HEIGHT = 800;
const ICON = 420;

const [iconDir, outDir, ...pairs] = process.argv.slice(2);
if (!iconDir || !outDir || pairs.length === 0) {
  console.error('usage: compose-cards.mjs <icon-dir> <out-dir> <icon>=<tone> ...');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

for (const pair of pairs) {
  const [name, tone] = pair.split('=');
  const colours = TONES[tone];
  if (!colours) {
    console.error(`unknown tone "${tone}" (${Object.keys(TONES).join(', ')})`);
    process.exit(1);
  }
  const icon = readFileSync(join(iconDir, `${name}.svg`), 'utf8');
  const viewBox = /viewBox="([^"]+)"/.exec(icon)?.[1] ?? '0 0 32 32';
  const body = icon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const [sky, far, near] = colours;
  const x = (WIDTH - ICON) / 2;
  const y = (HEIGHT - ICON) / 2 - 40;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${sky}"/>`,
    `<circle cx="980" cy="170" r="90" fill="#EEC044" opacity="0.55"/>`,
    `<path d="M0 560 C 240 470 520 520 760 540 S 1080 480 1200 510 V800 H0Z" fill="${far}"/>`,
    `<path d="M0 650 C 300 600 640 660 900 630 S 1140 610 1200 620 V800 H0Z" fill="${near}" opacity="0.85"/>`,
    `<ellipse cx="${WIDTH / 2}" cy="${y + ICON - 34}" rx="${ICON * 0.42}" ry="26" fill="#1F1E17" opacity="0.12"/>`,
    `<svg x="${x}" y="${y}" width="${ICON}" height="${ICON}" viewBox="${viewBox}">${body}</svg>`,
    `</svg>`,
  ].join('\n');
  writeFileSync(join(outDir, `${name}.svg`), svg + '\n');
  console.log(`${name}.svg <- ${name} on ${tone}`);
}

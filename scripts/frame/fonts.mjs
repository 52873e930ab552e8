/**
 * The frame's fonts (docs/architecture.md#fonts-after-the-first-paint). The site's three faces are
 * published into the shell's dist/fonts under content-hashed names and loaded by the frame's
 * start-up script after the first paint; until they arrive, the text is set in a local font given
 * the brand font's metrics, so the swap moves nothing.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { fromFile } from '@capsizecss/unpack/fs';

const require = createRequire(import.meta.url);

/**
 * Widths of the bold stand-ins, which capsize's metrics (regular faces only) lack: read with
 * @capsizecss/unpack from Liberation Sans Bold and Liberation Serif Bold, which are
 * metric-compatible with Arial Bold and Times New Roman Bold.
 */
const boldOf = (metrics, xWidthAvg) => ({ ...metrics, xWidthAvg, subsets: { latin: { xWidthAvg } } });

/**
 * Local fonts that stand in for each face until it arrives, by the names phones and computers
 * know them: Arial (Windows, macOS, iOS), Liberation Sans (Linux, Arial's metrics) and Roboto
 * (Android, within 0.3% of Arial's widths); Times New Roman and Liberation Serif.
 */
const SANS = {
  400: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Roboto', 'Roboto-Regular'],
  700: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Roboto Bold', 'Roboto-Bold'],
};
const SERIF_BOLD = ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold'];

/** The same three files as shared/src/styles/fonts.ts (docs/product.md#type), with their stand-ins. */
const FACES = [
  {
    family: 'Nunito',
    weight: '400',
    file: '@fontsource/nunito/files/nunito-latin-400-normal.woff2',
    standIn: { local: SANS[400], metrics: arial },
  },
  {
    family: 'Nunito',
    weight: '700',
    file: '@fontsource/nunito/files/nunito-latin-700-normal.woff2',
    standIn: { local: SANS[700], metrics: boldOf(arial, 983) },
  },
  {
    family: 'Lora',
    weight: '700',
    file: '@fontsource/lora/files/lora-latin-700-normal.woff2',
    standIn: { local: SERIF_BOLD, metrics: boldOf(timesNewRoman, 886) },
  },
];

/** Copies the font files into `<dist>/fonts`; returns each face with the URL it is served at. */
export function publishFonts(dist) {
  mkdirSync(path.join(dist, 'fonts'), { recursive: true });
  return FACES.map(({ family, weight, file }) => {
    const source = require.resolve(file);
    const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 10);
    const name = `${path.basename(source, '.woff2')}.${hash}.woff2`;
    copyFileSync(source, path.join(dist, 'fonts', name));
    return { family, weight, url: `/fonts/${name}` };
  });
}

/**
 * `@font-face` rules for "<Family> Fallback": for each face, a local font scaled to the face's
 * average letter width and given its ascent and descent, as measured from the file itself.
 */
export async function fallbackFontFaces() {
  const rules = await Promise.all(
    FACES.map(async ({ family, weight, file, standIn }) => {
      const [face] = createFontStack([await fromFile(require.resolve(file)), standIn.metrics], { fontFaceFormat: 'styleObject' }).fontFaces;
      const { ascentOverride, descentOverride, lineGapOverride, sizeAdjust } = face['@font-face'];
      const src = standIn.local.map((name) => `local("${name}")`).join(',');
      return `@font-face{font-family:"${family} Fallback";font-weight:${weight};src:${src};ascent-override:${ascentOverride};descent-override:${descentOverride};line-gap-override:${lineGapOverride};size-adjust:${sizeAdjust}}`;
    }),
  );
  return rules.join('');
}

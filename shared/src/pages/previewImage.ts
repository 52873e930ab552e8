/**
 * A page's link preview (og:image) as SVG, 1200×630, for the build to rasterise: the banner's
 * farm scene, a panel with the kicker and the title, and the page's picture in a medallion.
 * Text is drawn as outlines from the site's own font files, so the picture is the same on any
 * machine, with no system fonts.
 */
import { PAGE_BANNER_SVG } from '../art/pageBannerArt';
import { BRAND } from 'contract';
import type { PreviewImage } from './prerenderSpec';

/** The part of a fontkit font the preview uses. */
export interface OutlineFont {
  unitsPerEm: number;
  layout(text: string): {
    advanceWidth: number;
    glyphs: Array<{ path: OutlinePath }>;
    positions: Array<{ xAdvance: number; xOffset: number; yOffset: number }>;
  };
}
interface OutlinePath {
  scale(x: number, y: number): OutlinePath;
  translate(x: number, y: number): OutlinePath;
  toSVG(): string;
}

export interface PreviewFonts {
  /** Lora 700, the headings' face. */
  heading: OutlineFont;
  /** Nunito 700, the body's bold face. */
  body: OutlineFont;
}

const PREVIEW_WIDTH = 1200;
const PREVIEW_HEIGHT = 630;

const PANEL = { x: 56, y: 56, width: 700, height: 518, padding: 52 };
const MEDALLION = { cx: 970, cy: 315, r: 180, picture: 300 };
const INK = '#1F1E17';
const LEAF = '#1F5E3B';
const MUTED = '#55534A';

const width = (font: OutlineFont, text: string, size: number) => (font.layout(text).advanceWidth * size) / font.unitsPerEm;

/** One line of text as a single path, its baseline at y. */
function textPath(font: OutlineFont, text: string, x: number, y: number, size: number, fill: string): string {
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let pen = 0;
  const outline = run.glyphs
    .map((glyph, index) => {
      const { xAdvance, xOffset, yOffset } = run.positions[index];
      const d = glyph.path
        .scale(scale, -scale)
        .translate(x + (pen + xOffset) * scale, y - yOffset * scale)
        .toSVG();
      pen += xAdvance;
      return d;
    })
    .join('');
  return `<path fill="${fill}" d="${outline}"/>`;
}

/** The title in at most `maxLines` lines of `maxWidth`, words kept whole, the last cut with an ellipsis. */
function wrapTitle(font: OutlineFont, title: string, size: number, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.length ? lines[lines.length - 1] : null;
    if (last !== null && width(font, `${last} ${word}`, size) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let cut = kept[maxLines - 1];
  while (cut.includes(' ') && width(font, `${cut}…`, size) > maxWidth) cut = cut.slice(0, cut.lastIndexOf(' '));
  kept[maxLines - 1] = `${cut}…`;
  return kept;
}

/** The title's size: large when it fits in three lines, smaller for long titles. */
function titleLines(font: OutlineFont, title: string, maxWidth: number): { size: number; lines: string[] } {
  for (const size of [64, 52]) {
    const lines = wrapTitle(font, title, size, maxWidth, 8);
    if (lines.length <= 3) return { size, lines };
  }
  return { size: 44, lines: wrapTitle(font, title, 44, maxWidth, 4) };
}

/** The preview's SVG; `pictureHref` is the picture's URL, a data: URL so the SVG needs nothing else. */
export function previewSvg(image: PreviewImage, pictureHref: string, fonts: PreviewFonts): string {
  const textWidth = PANEL.width - 2 * PANEL.padding;
  const left = PANEL.x + PANEL.padding;
  const { size, lines } = titleLines(fonts.heading, image.title, textWidth);
  const lineHeight = Math.round(size * 1.15);
  const titleTop = PANEL.y + 150;
  const title = lines.map((line, index) => textPath(fonts.heading, line, left, titleTop + size + index * lineHeight, size, INK)).join('');
  const scene = `data:image/svg+xml;base64,${Buffer.from(PAGE_BANNER_SVG).toString('base64')}`;
  const { cx, cy, r, picture } = MEDALLION;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">`,
    `<image href="${scene}" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" preserveAspectRatio="xMidYMid slice"/>`,
    `<rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.width}" height="${PANEL.height}" rx="28" fill="#F8F7F0" opacity="0.96"/>`,
    `<rect x="${left}" y="${PANEL.y + 64}" width="64" height="8" rx="4" fill="#EEC044"/>`,
    textPath(fonts.body, image.kicker, left, PANEL.y + 126, 30, LEAF),
    title,
    textPath(fonts.body, `${BRAND.name} · ${BRAND.tagline}`, left, PANEL.y + PANEL.height - 48, 26, MUTED),
    `<clipPath id="medallion"><circle cx="${cx}" cy="${cy}" r="${picture / 2}"/></clipPath>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#FFFFFF"/>`,
    `<image href="${pictureHref}" x="${cx - picture / 2}" y="${cy - picture / 2}" width="${picture}" height="${picture}" preserveAspectRatio="xMidYMid slice" clip-path="url(#medallion)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${LEAF}" stroke-width="10"/>`,
    '</svg>',
  ].join('');
}

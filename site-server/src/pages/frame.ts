/**
 * The shell's prerendered frames (its built index.html, and the office's frame for the private
 * areas: docs/decisions/office-frame.md) as templates with three holes: the head's title and
 * description, the end of the head, and the inside of <main>. Also the shell's own pages, rendered
 * by its build into pages/shell.json: the 404 page and each remote's "temporarily unavailable"
 * page. All are read again when the shell's build changes on disk.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { FRAME_FILES } from 'shared/src/pages/frameFiles';
import type { FrameKind } from 'shared/src/routeAreas';

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="?description"? content="[^"]*">/;
const MAIN = /(<main id="?main"?[^>]*>)[\s\S]*?(<\/main>)/;
const HOLE = '\u0000';

/** A page the shell's build rendered (shell/src/prerenderFrame.tsx). */
interface ShellPage {
  html: string;
  head: { title: string; description: string };
}

/** pages/shell.json. */
interface ShellPages {
  identifierPrefix: string;
  notFound: ShellPage;
  /** By remote: what its pages show when it cannot be reached. */
  unavailable: Record<string, ShellPage | undefined>;
}

export interface Frame {
  /** The frame's page as built: for a page the app renders in the browser. */
  plain: string;
  /** Tells one build, and one kind of frame, from the next. */
  version: string;
  shellPages: ShellPages;
  compose(parts: { head: string; endOfHead: string; main: string }): string;
}

function parse(html: string, file: string): string[] {
  for (const [name, pattern] of Object.entries({ title: TITLE, description: DESCRIPTION, main: MAIN })) {
    if (!pattern.test(html)) throw new Error(`The shell's ${file} has no ${name} to replace: is it the prerendered build?`);
  }
  const parts = html
    .replace(DESCRIPTION, '')
    .replace(TITLE, HOLE)
    .replace('</head>', `${HOLE}</head>`)
    .replace(MAIN, `$1${HOLE}$2`)
    .split(HOLE);
  if (parts.length !== 4) throw new Error(`The shell's ${file} does not have exactly one head and one <main>`);
  return parts;
}

/** One kind of frame of the build in `root`, as it is on disk now. */
function frameOnDisk(root: string, kind: FrameKind): () => Frame {
  const frameFile = path.join(root, FRAME_FILES[kind]);
  const shellPagesFile = path.join(root, 'pages', 'shell.json');
  let current: Frame | null = null;
  return () => {
    const { mtimeMs, size } = statSync(frameFile);
    const version = `${kind}-${mtimeMs}-${size}`;
    if (current?.version === version) return current;
    const plain = readFileSync(frameFile, 'utf8');
    const [start, afterTitle, endOfHeadToMain, afterMain] = parse(plain, FRAME_FILES[kind]);
    current = {
      plain,
      version,
      shellPages: JSON.parse(readFileSync(shellPagesFile, 'utf8')) as ShellPages,
      compose: ({ head, endOfHead, main }) => start + head + afterTitle + endOfHead + endOfHeadToMain + main + afterMain,
    };
    return current;
  };
}

/** Each kind of frame of the build in `root`, as it is on disk now: the site's, or the office's for a private area. */
export function shellFrames(root: string): (kind: FrameKind) => Frame {
  const frames = { site: frameOnDisk(root, 'site'), office: frameOnDisk(root, 'office') } satisfies Record<FrameKind, () => Frame>;
  return (kind) => frames[kind]();
}

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The W3C Nu HTML Checker (vnu-jar), run on Debian's Java (scripts/ensure-java.sh) over HTML held
 * in memory (docs/decisions/html-validator.md). It refuses to fetch from localhost, so each
 * document goes to a file first; one run of the checker takes them all, as its start-up is most of
 * its time.
 */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');
/** The JSON report of a few dozen pages is a few KB; a broken page can make it far longer. */
const REPORT_MAX_BYTES = 64 * 1024 * 1024;

/** A document to check: what the reports call it (its route) and its HTML. */
export interface HtmlDocument {
  name: string;
  html: string;
}

/** One error the checker reports, with where it is in its document (1-based line and column). */
export interface CheckerError {
  document: HtmlDocument;
  /** `error`, or `non-document-error` when the checker could not read a document at all. */
  type: string;
  message: string;
  line: number;
  column: number;
  extract: string;
}

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
  lastColumn?: number;
  extract?: string;
}

/** Every error the checker finds in the documents (its warnings and notes are left out). */
export async function checkHtml(documents: readonly HtmlDocument[]): Promise<CheckerError[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nu-checker-'));
  try {
    const files = documents.map((_, i) => path.join(dir, `document-${i}.html`));
    await Promise.all(documents.map((document, i) => writeFile(files[i]!, document.html)));
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', '--stdout', ...files],
      { maxBuffer: REPORT_MAX_BYTES },
    );
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    return messages.map((message) => ({
      // A message about no file of ours is the checker's own failure: it is reported, not dropped.
      document: documents[files.findIndex((file) => message.url === `file:${file}`)] ?? { name: 'the checker', html: '' },
      type: message.type,
      message: message.message,
      line: message.lastLine ?? 0,
      column: message.lastColumn ?? 0,
      extract: message.extract ?? '',
    }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of the `<style>` element an error lies in, if it lies in one. */
export function enclosingStyle({ document, line, column }: CheckerError): string | undefined {
  const lines = document.html.split('\n');
  const offset = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1;
  const open = document.html.lastIndexOf('<style', offset);
  const close = document.html.indexOf('</style>', open);
  if (open < 0 || close < offset) return undefined;
  return document.html.slice(document.html.indexOf('>', open) + 1, close);
}

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import {
  SERVER_PAGE_CLASS,
  SERVER_PAGE_READY_ATTRIBUTE,
  SERVER_PAGE_STATE_ID,
  type ServerPageState,
} from '../../shared/src/pages/serverPage';

/**
 * Pages as the shell's server sends them: the raw HTML, read with parse5 as a crawler or a link
 * preview reads it, and the element inside `<main>` that holds the page's own HTML until the
 * page's code takes it over in place (shell/src/routing/serverPage/ServerPage.tsx).
 */

type ParsedNode = DefaultTreeAdapterMap['node'];
type ParsedDocument = DefaultTreeAdapterMap['document'];
export type ParsedElement = DefaultTreeAdapterMap['element'];

/**
 * How long a page may take to arrive or come alive. The server's HTML paints before any
 * JavaScript; the page answers taps once the shell has loaded the remote that serves it, which on
 * a busy CI machine can take far longer than one expect timeout. Every later step uses the normal ones.
 */
export const PAGE_ARRIVAL_MS = 60_000;

/** The element that holds the page the server sent. */
export const SERVER_PAGE = `.${SERVER_PAGE_CLASS}`;
/** Set on it once the page's code has taken it over. */
export const PAGE_READY_ATTRIBUTE = SERVER_PAGE_READY_ATTRIBUTE;
/** The server's page once its code has taken it over. */
export const TAKEN_OVER_PAGE = `${SERVER_PAGE}[${PAGE_READY_ATTRIBUTE}]`;
/** The server's page while its code has not taken it over yet. */
export const WAITING_SERVER_PAGE = `${SERVER_PAGE}:not([${PAGE_READY_ATTRIBUTE}])`;

/** Elements whose text is never shown. */
const UNSHOWN = ['script', 'style', 'template', 'noscript'];

const isElement = (node: ParsedNode): node is ParsedElement => 'tagName' in node;
const childrenOf = (node: ParsedNode): ParsedNode[] => ('childNodes' in node ? node.childNodes : []);

/** A node's elements, itself included, in document order. */
function* elements(node: ParsedNode): Generator<ParsedElement> {
  if (isElement(node)) yield node;
  for (const child of childrenOf(node)) yield* elements(child);
}

export const attribute = (element: ParsedElement, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** Every element with this tag name and these attribute values. */
export const findAll = (root: ParsedNode, tagName: string, attributes: Record<string, string> = {}): ParsedElement[] =>
  [...elements(root)].filter(
    (el) => el.tagName === tagName && Object.entries(attributes).every(([name, value]) => attribute(el, name) === value),
  );

/** The first such element, if any. */
export const find = (root: ParsedNode, tagName: string, attributes: Record<string, string> = {}): ParsedElement | undefined =>
  findAll(root, tagName, attributes)[0];

/** The element children of a node (no text, no comments). */
export const childElements = (node: ParsedNode): ParsedElement[] => childrenOf(node).filter(isElement);

export const normaliseWhitespace = (text: string): string => text.replace(/\s+/g, ' ').trim();

function shownText(node: ParsedNode): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (isElement(node) && UNSHOWN.includes(node.tagName)) return '';
  return childrenOf(node).map(shownText).join('');
}

/** A node's text, without that of scripts and styles, whitespace collapsed. */
export const textOf = (node: ParsedNode): string => normaliseWhitespace(shownText(node));

/** The same text of an element of the live page, read the same way. */
export const liveTextOf = (locator: Locator): Promise<string> =>
  locator.evaluate((root, unshown) => {
    const text = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
      if (node instanceof Element && unshown.includes(node.localName)) return '';
      return [...node.childNodes].map(text).join('');
    };
    return text(root).replace(/\s+/g, ' ').trim();
  }, UNSHOWN);

/** What a script element holds, as it is. */
export const scriptContent = (script: ParsedElement): string =>
  childrenOf(script)
    .map((node) => (node.nodeName === '#text' ? (node as DefaultTreeAdapterMap['textNode']).value : ''))
    .join('');

export interface ServedPage {
  status: number;
  document: ParsedDocument;
  head: ParsedElement;
  main: ParsedElement;
  /** The page's own HTML, inside `<main>`. */
  serverPage: ParsedElement;
  /** What the server told the browser about it (shared/src/pages/serverPage.ts). */
  state: ServerPageState;
}

/** A page as the shell's server answers a request for it. */
export async function fetchPage(request: APIRequestContext, path: string): Promise<ServedPage> {
  const response = await request.get(path, { maxRedirects: 0 });
  const document = parse(await response.text());
  const head = find(document, 'head');
  const main = find(document, 'main');
  const serverPage = main && childElements(main).find((el) => attribute(el, 'class')?.split(' ').includes(SERVER_PAGE_CLASS));
  const stateScript = find(document, 'script', { id: SERVER_PAGE_STATE_ID });
  if (!head || !main || !serverPage || !stateScript)
    throw new Error(`${path}: the server sent no page HTML (head, <main>, its ${SERVER_PAGE} and its state)`);
  return { status: response.status(), document, head, main, serverPage, state: JSON.parse(scriptContent(stateScript)) as ServerPageState };
}

/** The `content` of a `<meta>` in the head, by its `name` or `property`. */
export const metaContent = (page: ServedPage, key: { name: string } | { property: string }): string | undefined => {
  const meta = find(page.head, 'meta', key);
  return meta && attribute(meta, 'content');
};

/** The page's JSON-LD block of a schema.org type, as the browser has it (the head the server sent). */
export async function jsonLdOfType(page: Page, type: string): Promise<Record<string, unknown> | undefined> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>).find((block) => block['@type'] === type);
}

import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface Crumb {
  name: string;
  /** The crumb's link, site-relative; absent on the current page's crumb. */
  href?: string;
}

const isElement = (node: Node): node is Element => 'tagName' in node;
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elements(child);
}

function text(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return ('childNodes' in node ? node.childNodes : []).map(text).join('');
}

/** The attributes of each `<link>` in a piece of HTML. */
export function readLinks(html: string): Array<Record<string, string>> {
  return [...elements(parseFragment(html))]
    .filter((el) => el.tagName === 'link')
    .map((link) => Object.fromEntries(link.attrs.map((attr) => [attr.name, attr.value])));
}

/**
 * The breadcrumb a fragment shows (the banner's `nav` named "Breadcrumb"), read from its HTML
 * so the structured data always says what the visitor sees. A page without one (the home page)
 * is the site's root alone.
 */
export function readBreadcrumb(html: string): Crumb[] {
  const nav = [...elements(parseFragment(html))].find((el) => el.tagName === 'nav' && attribute(el, 'aria-label') === 'Breadcrumb');
  if (!nav) return [{ name: 'Home', href: '/' }];
  return [...elements(nav)]
    .filter((el) => el.tagName === 'li')
    .map((item) => {
      const link = [...elements(item)].find((el) => el.tagName === 'a');
      const href = link && attribute(link, 'href');
      return { name: text(item).trim(), ...(href ? { href } : {}) };
    });
}

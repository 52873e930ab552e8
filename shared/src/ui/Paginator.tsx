import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { FaArrowLeft, FaArrowRight, FaBan } from 'react-icons/fa6';
import { pageItems } from './paging';
import './paginator.css';

export interface PaginatorProps {
  /** 1-based current page. */
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** What the list is, for the navigation's label ("Shop pages"). */
  label: string;
}

/**
 * The one paginator (docs/product.md#paging): 2 margin pages, 5 in range, an ellipsis for each
 * gap, and a ban icon in place of the arrow at the first and last page. Its own markup, so the
 * composed HTML passes the Nu HTML Checker (docs/decisions/html-validator.md): a plain list in
 * a named `<nav>`, and no `rel` on an end control that has nowhere to go.
 */
export function Paginator({ page, pages, onChange, label }: PaginatorProps) {
  const { search } = useLocation();
  if (pages <= 1) return null;
  const go = (to: number) => (event: MouseEvent) => {
    // A modified click opens the real link in a new tab or window, as any link does.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChange(to);
  };
  const end = (to: number, rel: 'prev' | 'next', icon: ReactNode, name: string, edgeName: string) =>
    to < 1 || to > pages ? (
      <li className="is-disabled">
        <a role="button" aria-disabled="true" aria-label={edgeName}>
          <FaBan aria-hidden />
        </a>
      </li>
    ) : (
      <li>
        <a href={pageHref(search, to)} rel={rel} role="button" aria-label={name} onClick={go(to)} onKeyDown={pressSpace}>
          {icon}
        </a>
      </li>
    );
  return (
    <nav className="tv-paginator" aria-label={label}>
      <ul className="tv-paginator__list">
        {end(page - 1, 'prev', <FaArrowLeft aria-hidden />, 'Previous page', 'Previous page (this is the first page)')}
        {pageItems(page, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="tv-paginator__gap" aria-hidden="true">
              ...
            </li>
          ) : (
            <li key={item} className={item === page ? 'is-active' : undefined}>
              <a
                href={pageHref(search, item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={item === page ? `Page ${item}, current page` : `Page ${item}`}
                onClick={go(item)}
              >
                {item}
              </a>
            </li>
          ),
        )}
        {end(page + 1, 'next', <FaArrowRight aria-hidden />, 'Next page', 'Next page (this is the last page)')}
      </ul>
    </nav>
  );
}

/** A link shown as a button answers the Space key as a button does (Enter follows the link). */
function pressSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

/** A page's link keeps the rest of the query (a search, a sort), so it can be opened or shared. */
function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `?${params.toString()}`;
}

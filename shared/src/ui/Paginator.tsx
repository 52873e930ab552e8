import ReactPaginate from 'react-paginate';
import { useLocation } from 'react-router-dom';
import { FaArrowLeft, FaArrowRight, FaBan } from 'react-icons/fa6';
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
 * The one paginator (docs/product.md#paging), react-paginate in a named `<nav>`: 2 margin pages, 5
 * in range, an ellipsis break, and a ban icon in place of the arrow at the first and last page.
 * Its list is a plain list, in the built HTML too (patches/react-paginate+8.3.0.patch drops the
 * `role="navigation"` it hard-codes on the `<ul>`), and an end with nowhere to go has no `rel`, as
 * it has no `href`: both are errors for the Nu HTML Checker (docs/decisions/html-validator.md).
 */
export function Paginator({ page, pages, onChange, label }: PaginatorProps) {
  const { search } = useLocation();
  if (pages <= 1) return null;
  const atFirst = page === 1;
  const atLast = page === pages;
  return (
    <nav className="tv-paginator" aria-label={label}>
      <ReactPaginate
        pageCount={pages}
        forcePage={page - 1}
        marginPagesDisplayed={2}
        pageRangeDisplayed={5}
        breakLabel="..."
        onPageChange={({ selected }) => onChange(selected + 1)}
        previousLabel={atFirst ? <FaBan aria-hidden /> : <FaArrowLeft aria-hidden />}
        nextLabel={atLast ? <FaBan aria-hidden /> : <FaArrowRight aria-hidden />}
        previousAriaLabel={atFirst ? 'Previous page (this is the first page)' : 'Previous page'}
        nextAriaLabel={atLast ? 'Next page (this is the last page)' : 'Next page'}
        prevRel={atFirst ? null : 'prev'}
        nextRel={atLast ? null : 'next'}
        // The page's one canonical address is its head's (docs/architecture.md#one-canonical-address-per-page), not a link in the list.
        selectedPageRel={null}
        ariaLabelBuilder={(n, selected) => (selected ? `Page ${n}, current page` : `Page ${n}`)}
        containerClassName="tv-paginator__list"
        activeClassName="is-active"
        disabledClassName="is-disabled"
        renderOnZeroPageCount={null}
        hrefBuilder={(n) => pageHref(search, n)}
      />
    </nav>
  );
}

/** A page's link keeps the rest of the query (a search, a sort), so it can be opened or shared. */
function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `?${params.toString()}`;
}

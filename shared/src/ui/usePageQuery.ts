import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageCount, resolvePage } from './paging';

/** Delay before the smooth scroll to the top after a page change (docs/product.md#paging). */
const PAGING_SCROLL_DELAY_MS = 200;

/** Smooth, unless the shopper asked for less motion (a script's smooth scroll ignores CSS). */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * The current page of a paged list, read from `?page=`, and a setter that updates the query
 * and scrolls smoothly to the top after 200 ms. An invalid page in the URL is replaced by the
 * page actually shown, so the address bar never lies.
 */
export function usePageQuery(totalItems: number, pageSize: number) {
  const [params, setParams] = useSearchParams();
  const pages = pageCount(totalItems, pageSize);
  const raw = params.get('page');
  const page = resolvePage(raw, pages);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (raw !== null && raw !== String(page)) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('page', String(page));
          return next;
        },
        { replace: true },
      );
    }
  }, [raw, page, setParams]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const setPage = useCallback(
    (next: number) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('page', String(next));
        return updated;
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => window.scrollTo({ top: 0, behavior: scrollBehavior() }), PAGING_SCROLL_DELAY_MS);
    },
    [setParams],
  );

  return { page, pages, setPage };
}

import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageBanner, Paginator, pageSlice, usePageMeta, usePageQuery } from 'shared';
import { DELIVERY_PROMISE, products } from 'contract';
import { ProductCard, type ShopView } from '../components/ProductCard';
import { ShopToolbar } from '../components/ShopToolbar';
import { SHOP_PAGE_SIZE } from '../data/shopSettings';
import { DEFAULT_SORT, type SortKey } from '../data/sortOptions';
import { resultsLine } from '../lib/resultsLine';
import { resolveSort, sortProducts } from '../lib/sortProducts';
import './shopPage.css';

/** /shop: the whole catalogue, sorted and paged through `?sort=` and `?page=`. */
export default function ShopPage() {
  usePageMeta({
    title: 'Shop',
    description: `Buy fresh organic vegetables, fruits and grains from Terra Verde, harvested to order and delivered ${DELIVERY_PROMISE.within}.`,
  });
  const [params, setParams] = useSearchParams();
  const sort = resolveSort(params.get('sort'));
  const sorted = useMemo(() => sortProducts(products, sort), [sort]);
  const { page, pages, setPage } = usePageQuery(sorted.length, SHOP_PAGE_SIZE);
  const slice = pageSlice(sorted, page, SHOP_PAGE_SIZE);
  const [view, setView] = useState<ShopView>('grid');

  // A new order starts again from its first page.
  const changeSort = (next: SortKey) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === DEFAULT_SORT) updated.delete('sort');
      else updated.set('sort', next);
      updated.delete('page');
      return updated;
    });

  return (
    <>
      <PageBanner title="Shop" />
      <section className="tv-section shop-page">
        <div className="tv-container">
          <h2 id="shop-products-title" className="tv-visually-hidden">
            Products
          </h2>
          <ShopToolbar view={view} onViewChange={setView} results={resultsLine(slice)} sort={sort} onSortChange={changeSort} />
          <ul className={`shop-list shop-list--${view}`} aria-labelledby="shop-products-title">
            {slice.items.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} view={view} />
              </li>
            ))}
          </ul>
          <Paginator page={page} pages={pages} onChange={setPage} label="Shop pages" />
        </div>
      </section>
    </>
  );
}

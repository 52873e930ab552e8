import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import 'swiper/css';
import { FaArrowLeft, FaArrowRight } from 'react-icons/fa6';
import { productImageUrl, type Product } from 'contract';
import { ProductSlide } from './ProductSlide';
import { ThumbButton } from './ThumbButton';
import './productSlider.css';

function withNeighbours(indexes: ReadonlySet<number>, index: number): ReadonlySet<number> {
  const wanted = [index - 1, index, index + 1];
  return wanted.every((i) => indexes.has(i)) ? indexes : new Set([...indexes, ...wanted]);
}

interface ProductSliderProps {
  items: readonly Product[];
  startIndex: number;
  onActiveChange: (index: number) => void;
}

/**
 * Every product as a slide, with a strip of thumbnail buttons to jump between them. Only the
 * opening slide's picture and the thumbnails in view load with the page: the catalogue's other
 * 38 pictures wait until they are slid or scrolled into view. The slides away from the shopper
 * hold only a picture, a name and a link until they come near, which keeps the page's HTML and
 * its takeover about a fifth of the size: a slow phone spends its time on what is on screen.
 */
export function ProductSlider({ items, startIndex, onActiveChange }: ProductSliderProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(startIndex);
  // Slides rendered in full: the shopper's and its neighbours, so a swipe never shows a bare one.
  // The same set on the server and in the browser, so the page is taken over unchanged.
  const [detailed, setDetailed] = useState<ReadonlySet<number>>(() => withNeighbours(new Set(), startIndex));

  const follow = (instance: SwiperInstance) => {
    setActive(instance.activeIndex);
    onActiveChange(instance.activeIndex);
    setDetailed((current) => withNeighbours(current, instance.activeIndex));
  };

  return (
    <div className="shop-slider">
      <Swiper
        className="shop-slider__main"
        modules={[Keyboard, A11y]}
        initialSlide={startIndex}
        slidesPerView={1}
        spaceBetween={24}
        keyboard={{ enabled: true, onlyInViewport: true }}
        autoHeight
        onSwiper={setSwiper}
        onSlideChange={follow}
      >
        {items.map((product, i) => (
          <SwiperSlide key={product.id}>
            {/* Hidden slides keep their controls out of the tab order. */}
            <div inert={i !== active}>
              <ProductSlide product={product} offScreen={i !== startIndex} brief={!detailed.has(i)} />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="shop-slider__controls">
        <button
          type="button"
          className="tv-round-button"
          onClick={() => swiper?.slidePrev()}
          disabled={active === 0}
          aria-label="Previous product"
        >
          <FaArrowLeft aria-hidden />
        </button>
        <p className="shop-slider__position" aria-live="polite">
          {active + 1} / {items.length}
        </p>
        <button
          type="button"
          className="tv-round-button"
          onClick={() => swiper?.slideNext()}
          disabled={active === items.length - 1}
          aria-label="Next product"
        >
          <FaArrowRight aria-hidden />
        </button>
      </div>
      <ul className="shop-slider__thumbs" aria-label="All products">
        {items.map((product, i) => (
          <li key={product.id}>
            <ThumbButton pressed={i === active} label={`Show ${product.title}`} onClick={() => swiper?.slideTo(i)}>
              <img src={productImageUrl(product.thumb)} alt="" width={56} height={56} loading="lazy" />
              {product.discount > 0 && (
                <span className="shop-slider__thumb-badge" aria-hidden="true">
                  -{product.discount}%
                </span>
              )}
            </ThumbButton>
          </li>
        ))}
      </ul>
    </div>
  );
}

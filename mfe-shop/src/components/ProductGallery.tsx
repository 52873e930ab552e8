import { useState } from 'react';
import { FaExpand } from 'react-icons/fa6';
import { ImageLightbox, type LightboxImage } from 'shared';
import { productImageUrl, type Product } from 'contract';
import { DiscountBadge } from './DiscountBadge';
import { ThumbButton } from './ThumbButton';
import './productGallery.css';

function galleryImages(product: Product): LightboxImage[] {
  const files = product.gallery?.length ? product.gallery : [product.thumb];
  return files.map((file, i) => ({
    src: productImageUrl(file),
    alt: files.length > 1 ? `${product.title}, picture ${i + 1} of ${files.length}` : product.title,
    width: 800,
    height: 800,
  }));
}

/** The product's pictures: a large one that opens the lightbox, and thumbnails to pick from. */
export function ProductGallery({ product }: { product: Product }) {
  const images = galleryImages(product);
  const [selected, setSelected] = useState(0);
  const [lightboxIndex, setLightboxIndex] = useState(-1);
  const current = images[selected];

  return (
    <div className="shop-gallery">
      <button type="button" className="shop-gallery__main" onClick={() => setLightboxIndex(selected)} aria-label={`Enlarge ${current.alt}`}>
        <img src={current.src} alt={current.alt} width={360} height={360} />
        <DiscountBadge discount={product.discount} />
        <span className="tv-round-icon shop-gallery__zoom" aria-hidden="true">
          <FaExpand />
        </span>
      </button>
      {images.length > 1 && (
        <ul className="shop-gallery__thumbs" aria-label="Pictures">
          {images.map((image, i) => (
            <li key={image.src}>
              <ThumbButton pressed={i === selected} label={`Show ${image.alt}`} onClick={() => setSelected(i)}>
                <img src={image.src} alt="" width={72} height={72} />
              </ThumbButton>
            </li>
          ))}
        </ul>
      )}
      <ImageLightbox images={images} index={lightboxIndex} onClose={() => setLightboxIndex(-1)} />
    </div>
  );
}

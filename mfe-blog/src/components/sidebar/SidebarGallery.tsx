import { useState } from 'react';
import { ImageLightbox, type LightboxImage } from 'shared';
import { gallery } from '../../data/sidebar';
import { CARD_SIZE } from '../../data/postImages';
import { SidebarWidget } from './SidebarWidget';

const images: LightboxImage[] = gallery.map(({ thumb, alt }) => ({ src: thumb, alt, ...CARD_SIZE }));

/** The 6-image gallery; a click opens the shared lightbox at that image. */
export function SidebarGallery() {
  const [openIndex, setOpenIndex] = useState(-1);
  return (
    <SidebarWidget title="Gallery">
      <ul className="blog-gallery">
        {gallery.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              className="blog-gallery__button"
              onClick={() => setOpenIndex(index)}
              aria-label={`Open image ${index + 1} of ${gallery.length}: ${item.alt}`}
            >
              <img src={item.thumb} alt="" width={120} height={80} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <ImageLightbox images={images} index={openIndex} onClose={() => setOpenIndex(-1)} />
    </SidebarWidget>
  );
}

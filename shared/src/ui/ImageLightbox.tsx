import { lazy, Suspense } from 'react';

const LightboxView = lazy(() => import('./LightboxView'));

export interface LightboxImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface ImageLightboxProps {
  images: readonly LightboxImage[];
  /** Index of the image shown; -1 when closed. */
  index: number;
  onClose: () => void;
}

/**
 * The one image lightbox of the site (yet-another-react-lightbox with the site's
 * settings): index / total, arrows and swipe, Escape, zoom, pull-down close. Its code loads
 * only when first opened.
 */
export function ImageLightbox(props: ImageLightboxProps) {
  if (props.index < 0) return null;
  return (
    <Suspense fallback={null}>
      <LightboxView {...props} />
    </Suspense>
  );
}

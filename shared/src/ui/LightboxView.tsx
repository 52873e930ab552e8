import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import type { ImageLightboxProps } from './ImageLightbox';
import { LIGHTBOX_SETTINGS as S } from './lightboxSettings';

/** The lightbox itself, in its own chunk: it is downloaded the first time a shopper opens one. */
export default function LightboxView({ images, index, onClose }: ImageLightboxProps) {
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(0, index)}
      close={onClose}
      slides={images.map(({ src, alt, width, height }) => ({ src, alt, width, height }))}
      plugins={[Counter, Zoom]}
      counter={{ container: { style: { top: 'unset', bottom: 0 } } }}
      carousel={{ finite: images.length <= S.loopWhenMoreThan, spacing: `${S.gapPx}px` }}
      animation={{ swipe: S.speedMs, fade: S.speedMs }}
      controller={{ closeOnPullDown: true, closeOnBackdropClick: true }}
      zoom={{ doubleTapDelay: S.doubleTapDelayMs, scrollToZoom: true }}
      labels={{ Close: 'Close image viewer', Previous: 'Previous image', Next: 'Next image' }}
    />
  );
}

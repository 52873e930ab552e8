import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { FaPlay, FaVideoSlash, FaXmark } from 'react-icons/fa6';
import { FarmScene } from 'shared';
import { useEmbeddedFilm } from './useEmbeddedFilm';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import './videoModal.css';

/** The modal opens and closes in 300 ms (docs/product.md#video). */
const VIDEO_MODAL_ANIMATION_MS = 300;

export interface VideoModalProps {
  open: boolean;
  /** Called once the modal has closed (Escape, backdrop, close button). */
  onClose: () => void;
  title: string;
  videoId: string;
  startSeconds?: number;
}

const FOCUSABLE = 'a[href], button:not([disabled]), iframe, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A 16:9 video in a modal dialog. It shows a poster first and inserts the YouTube player only
 * after the visitor presses play, so nothing third-party loads uninvited. The player shows once
 * it runs; offline, or with the video host blocked, the poster stays and says the film is
 * unavailable. Focus stays inside while open and goes back to the opener afterwards.
 */
export function VideoModal({ open, onClose, title, videoId, startSeconds }: VideoModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const [closing, setClosing] = useState(false);
  // The frame's ref apart, or react-hooks/refs takes the whole object for a ref and its state for a ref read.
  const { watchFrame, ...film } = useEmbeddedFilm(videoId, { startSeconds, autoplay: true });
  const unavailable = film.state === 'unavailable';
  const reducedMotion = usePrefersReducedMotion();
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || dialog.open) return;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
  }, [open]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const requestClose = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog?.open || closeTimer.current !== undefined) return;
    setClosing(true);
    closeTimer.current = window.setTimeout(() => dialog.close(), reducedMotion ? 0 : VIDEO_MODAL_ANIMATION_MS);
  }, [reducedMotion]);

  // The one place that tidies up, however the dialog was closed.
  const handleClosed = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
    setClosing(false);
    film.stop();
    onClose();
    openerRef.current?.focus();
  };

  const handleCancel = (event: React.SyntheticEvent<HTMLDialogElement>) => {
    // Escape: animate out instead of vanishing.
    event.preventDefault();
    requestClose();
  };

  const handleBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) requestClose();
  };

  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={`farm-video-modal${closing ? ' is-closing' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={handleCancel}
      onClose={handleClosed}
      onClick={handleBackdropClick}
      onKeyDown={trapFocus}
    >
      {open && (
        <div className="farm-video-modal__panel">
          <div className="farm-video-modal__bar">
            <h2 id={titleId} className="farm-video-modal__title">
              {title}
            </h2>
            <button type="button" className="farm-video-modal__close" onClick={requestClose} aria-label="Close video">
              <FaXmark aria-hidden />
            </button>
          </div>
          <div className="farm-video-modal__frame">
            {film.framed ? (
              <>
                <FarmScene tone="golden" className="farm-video-modal__scene" />
                <iframe
                  ref={watchFrame}
                  className={film.state === 'loading' ? 'is-loading' : undefined}
                  src={film.src}
                  title={title}
                  width="960"
                  height="540"
                  allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              </>
            ) : (
              <button
                type="button"
                className="farm-video-modal__poster"
                aria-disabled={unavailable || undefined}
                onClick={() => {
                  if (!unavailable) film.start();
                }}
              >
                <FarmScene tone="golden" className="farm-video-modal__scene" />
                <span className="farm-video-modal__play" aria-hidden="true">
                  {unavailable ? <FaVideoSlash /> : <FaPlay />}
                </span>
                <span className="tv-visually-hidden">{unavailable ? `Film unavailable: ${title}` : `Play video: ${title}`}</span>
                <span className="farm-video-modal__note">{unavailable ? 'Film unavailable right now' : 'Plays from YouTube'}</span>
              </button>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { watchYouTubePlayer, type FilmState } from './youtubePlayer';
import { canReachVideoHost, youtubeEmbedUrl, type EmbedOptions } from './youtube';

export interface EmbeddedFilm {
  /** 'off' until the visitor asks for the film, and again after they stop it. */
  state: 'off' | FilmState;
  /** Whether the player's frame belongs on the page (it stays hidden until it has something to show). */
  framed: boolean;
  start: () => void;
  stop: () => void;
  /** The frame's ref: follows the player while the frame is on the page. */
  watchFrame: (frame: HTMLIFrameElement | null) => (() => void) | undefined;
  src: string;
}

/**
 * A YouTube film the visitor turns on. Offline, or when the video host cannot be reached, its
 * state becomes 'unavailable' and its frame leaves the page, so no broken frame ever shows; it is
 * offered again once the browser is back online.
 */
export function useEmbeddedFilm(videoId: string, options: Omit<EmbedOptions, 'apiOrigin'>): EmbeddedFilm {
  const [state, setState] = useState<EmbeddedFilm['state']>('off');
  const start = useCallback(() => setState(canReachVideoHost() ? 'loading' : 'unavailable'), []);
  const stop = useCallback(() => setState('off'), []);
  const watchFrame = useCallback((frame: HTMLIFrameElement | null) => (frame ? watchYouTubePlayer(frame, setState) : undefined), []);

  useEffect(() => {
    if (state !== 'unavailable') return undefined;
    const offerAgain = () => setState('off');
    window.addEventListener('online', offerAgain);
    return () => window.removeEventListener('online', offerAgain);
  }, [state]);

  const { startSeconds, autoplay, background } = options;
  const src = youtubeEmbedUrl(videoId, {
    startSeconds,
    autoplay,
    background,
    apiOrigin: typeof window === 'undefined' ? undefined : window.location.origin,
  });
  const framed = state === 'loading' || state === 'ready' || state === 'playing';
  return { state, framed, start, stop, watchFrame, src };
}

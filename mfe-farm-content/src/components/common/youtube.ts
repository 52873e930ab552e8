/**
 * YouTube embed addresses. The privacy-enhanced host sets no cookies until the visitor plays,
 * and nothing is requested before a component actually inserts the iframe.
 */
export interface EmbedOptions {
  startSeconds?: number;
  autoplay?: boolean;
  /** Muted, looping and without controls: a background video. */
  background?: boolean;
  /** The page's origin: turns on the player's message API, which tells whether it runs. */
  apiOrigin?: string;
}

export function youtubeEmbedUrl(videoId: string, options: EmbedOptions = {}): string {
  const params = new URLSearchParams({ rel: '0', playsinline: '1' });
  if (options.startSeconds) params.set('start', String(options.startSeconds));
  if (options.autoplay || options.background) params.set('autoplay', '1');
  if (options.background) {
    params.set('mute', '1');
    params.set('loop', '1');
    // YouTube loops a single video only when it is also its own playlist.
    params.set('playlist', videoId);
    params.set('controls', '0');
  }
  if (options.apiOrigin) {
    params.set('enablejsapi', '1');
    params.set('origin', options.apiOrigin);
  }
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params.toString()}`;
}

/** Whether it is worth trying to reach YouTube at all. */
export function canReachVideoHost(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

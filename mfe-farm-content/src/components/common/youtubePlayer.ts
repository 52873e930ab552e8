/** Where an embedded film is, as the visitor sees it. */
export type FilmState = 'loading' | 'ready' | 'playing' | 'unavailable';

/** How long a loaded frame may take to answer as a player: the browser's error page never does. */
export const PLAYER_ANSWER_MS = 4000;
/** How long the frame may take to load at all (a host that drops packets never fails). */
export const PLAYER_LOAD_MS = 15000;
/** The player ignores our call until its code runs, so it is repeated until it answers. */
const LISTEN_EVERY_MS = 250;

const PLAYER_ORIGINS = new Set(['https://www.youtube-nocookie.com', 'https://www.youtube.com']);
const LISTENING = JSON.stringify({ event: 'listening', id: 'terra-verde-film', channel: 'widget' });

interface PlayerMessage {
  event: string;
  info?: unknown;
}

function readMessage(data: unknown): PlayerMessage | null {
  let message = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  return typeof message === 'object' && message !== null && typeof (message as PlayerMessage).event === 'string'
    ? (message as PlayerMessage)
    : null;
}

const PLAYING = 1;

function isPlaying({ event, info }: PlayerMessage): boolean {
  if (event === 'onStateChange') return info === PLAYING;
  return (
    event === 'infoDelivery' && typeof info === 'object' && info !== null && (info as { playerState?: unknown }).playerState === PLAYING
  );
}

/**
 * Follows a YouTube embed (made with `enablejsapi=1`) through the player's message API. A running
 * player answers a "listening" call and reports its state and errors; a frame that loads but
 * never answers is the browser's error page, because the video host could not be reached. That
 * is how the film is known to be unavailable without loading anything else from the host.
 * Returns the function that stops following it.
 */
export function watchYouTubePlayer(frame: HTMLIFrameElement, report: (state: FilmState) => void): () => void {
  let answered = false;
  let listening: number | undefined;
  let answerDeadline: number | undefined;
  const loadDeadline = window.setTimeout(() => report('unavailable'), PLAYER_LOAD_MS);

  const stopWaiting = () => {
    window.clearTimeout(loadDeadline);
    window.clearTimeout(answerDeadline);
    window.clearInterval(listening);
  };
  // Sent to any origin: the call carries nothing private, and an error page has an opaque one.
  const listen = () => frame.contentWindow?.postMessage(LISTENING, '*');

  const onLoad = () => {
    if (answered) return;
    stopWaiting();
    listen();
    listening = window.setInterval(listen, LISTEN_EVERY_MS);
    answerDeadline = window.setTimeout(() => {
      stopWaiting();
      report('unavailable');
    }, PLAYER_ANSWER_MS);
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || !PLAYER_ORIGINS.has(event.origin)) return;
    const message = readMessage(event.data);
    if (!message) return;
    if (!answered) {
      answered = true;
      stopWaiting();
      report('ready');
    }
    // The player runs but cannot show this film (removed, private, not embeddable).
    if (message.event === 'onError') report('unavailable');
    else if (isPlaying(message)) report('playing');
  };

  frame.addEventListener('load', onLoad);
  window.addEventListener('message', onMessage);
  return () => {
    stopWaiting();
    frame.removeEventListener('load', onLoad);
    window.removeEventListener('message', onMessage);
  };
}

import type { Page } from '@playwright/test';

const VIDEO_HOST = 'https://www.youtube-nocookie.com/**';

/** Longer than the site waits for the film's player to load and answer (youtubePlayer.ts). */
const PLAYER_GIVES_UP_AFTER = '00:20';

/**
 * Holds the page's time (after page.clock.install()), so what the page waits for stays pending
 * until the test lets the player time out.
 */
export async function stopTheClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/** Moves the held clock past the site's wait for the player, then lets time run again. */
export async function letThePlayerTimeOut(page: Page) {
  await page.clock.fastForward(PLAYER_GIVES_UP_AFTER);
  await page.clock.resume();
}

/**
 * The browser believes it is online: the site only tries the video host then. (A machine with no
 * network interface, such as a test namespace, reports itself offline.)
 */
async function online(page: Page) {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true }));
}

/** The video host cannot be reached, as offline or behind a firewall that blocks it. */
export async function videoHostUnreachable(page: Page) {
  await online(page);
  await page.route(VIDEO_HOST, (route) => route.abort('internetdisconnected'));
}

/**
 * The video host answers with a stand-in for YouTube's player: it answers the page's "listening"
 * call as the real one does, and reports that the film plays.
 */
export async function videoHostServesPlayer(page: Page) {
  await online(page);
  const player = `<!doctype html><title>Player</title><body style="margin:0;background:#1f5e3b"><script>
    addEventListener('message', (event) => {
      const call = JSON.parse(event.data);
      if (call.event !== 'listening') return;
      parent.postMessage(JSON.stringify({ event: 'onReady', id: call.id, channel: 'widget' }), '*');
      parent.postMessage(JSON.stringify({ event: 'infoDelivery', info: { playerState: 1 }, id: call.id, channel: 'widget' }), '*');
    });
  </script></body>`;
  await page.route(VIDEO_HOST, (route) => route.fulfill({ contentType: 'text/html', body: player }));
}

import { expect, test } from '../../support/fixtures';
import { openPage } from '../../support/pages';
import { ALL_ROUTES } from '../../support/routes';

/** The sources a directive of the page's Content-Security-Policy allows. */
function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}

test.describe('the Content-Security-Policy', () => {
  test('comes with every page: the remotes of remotes.json, the build’s inline-code hashes, nothing unsafe', async ({ request }) => {
    const page = await request.get('/product/heirloom-tomatoes');
    const headers = page.headers();
    const policy = headers['content-security-policy'];
    const { remotes } = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, { entry: string }> };
    for (const { entry } of Object.values(remotes)) {
      // A remote behind the shell's gateway is the page's own origin ('self'); one elsewhere is named.
      const origin = new URL(entry, page.url()).origin;
      const source = origin === new URL(page.url()).origin ? "'self'" : origin;
      for (const name of ['script-src', 'style-src', 'font-src', 'img-src', 'connect-src'])
        expect(directive(policy, name)).toContain(source);
    }
    // index.html's three inline scripts: early taps, the stored cart count, starting the app after the first paint.
    expect(directive(policy, 'script-src').filter((source) => source.startsWith("'sha256-"))).toHaveLength(3);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  test('refuses a script injected into a page, and the suites see the refusal', async ({ page, problems }) => {
    await openPage(page, '/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => problems.cspViolations).toEqual([expect.stringMatching(/^script-src-elem refused inline on \//)]);
    // Expected here: the fixture fails every other test on any refusal.
    problems.cspViolations.length = 0;
  });

  test('allows the farm videos, which are embedded from the video host', async ({ page }) => {
    await openPage(page, '/');
    const play = page.getByRole('button', { name: 'Play background video' });
    await play.scrollIntoViewIfNeeded();
    await play.click();
    await expect(page.locator('iframe.farm-benefits__video')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\//);

    await page.goto('/services-2');
    await page.getByRole('button', { name: 'OUR STORY' }).click();
    const dialog = page.getByRole('dialog', { name: /Our Story/ });
    await dialog.getByRole('button', { name: /Play video/ }).click();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\//);
  });

  for (const route of ALL_ROUTES) {
    test(`${route}: nothing is refused, down to the bottom of the page`, async ({ page }) => {
      await openPage(page, route);
      // Sections below the fold render, and their pictures and fonts load, once scrolled to.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      // The fixture fails the test on any refusal.
    });
  }
});

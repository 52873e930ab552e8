import { test, expect } from '../../support/fixtures';
import { letThePlayerTimeOut, stopTheClock, videoHostServesPlayer, videoHostUnreachable } from '../../support/videoHost';
import { openPage, SLOW_PAGE_TEST_TIMEOUT } from '../../support/pages';

const HOME_H1 = 'Terra Verde: Fresh Organic Farm Produce';

test.describe('home page', () => {
  test.describe.configure({ timeout: SLOW_PAGE_TEST_TIMEOUT });

  test('hero carousel: arrows, bullets, links, and autoplay that survives interaction', async ({ page, problems }) => {
    await openPage(page, '/', { heading: HOME_H1 });
    await expect(page).toHaveTitle('Terra Verde | Fresh Organic Farm Produce');
    const hero = page.locator('.farm-hero');
    const activeTitle = hero.locator('.swiper-slide-active h2');
    await expect(activeTitle).toHaveText('Fresh Farm Produce');
    // The first word of each banner title is bold.
    await expect(activeTitle.locator('strong')).toHaveText('Fresh');

    const activeSlide = hero.locator('.swiper-slide-active');
    await expect(activeSlide.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop');
    await expect(activeSlide.getByRole('link', { name: /our services/ })).toHaveAttribute('href', '/services');

    await hero.getByRole('button', { name: 'Next banner' }).click();
    await expect(activeTitle).toHaveText('Sustainably Grown');
    await expect(activeTitle.locator('strong')).toHaveText('Sustainably');

    // It loops: next from the last banner is the first again.
    await hero.getByRole('button', { name: 'Next banner' }).click();
    await expect(activeTitle).toHaveText('Fresh Farm Produce');
    await hero.getByRole('button', { name: 'Previous banner' }).click();
    await expect(activeTitle).toHaveText('Sustainably Grown');

    await hero.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect(activeTitle).toHaveText('Fresh Farm Produce');

    // Autoplay (5 s) keeps going after the clicks above.
    await expect(activeTitle).toHaveText('Sustainably Grown', { timeout: 9_000 });

    await hero.locator('.swiper-slide-active').getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('the hero fades through its banners by itself without Swiper, pauses, and hands Swiper the banner it shows', async ({
    page,
    problems,
  }) => {
    await page.clock.install();
    await openPage(page, '/', { heading: HOME_H1 });
    const hero = page.locator('.farm-hero');
    const carousel = page.locator('.farm-hero__carousel');
    const activeTitle = hero.locator('.swiper-slide-active h2');
    await expect(activeTitle).toHaveText('Fresh Farm Produce');
    // The page's time is held from here, and moved by the test.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10));

    await page.clock.runFor(5_000);
    await expect(activeTitle).toHaveText('Sustainably Grown');
    await expect(hero.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    // The banner that faded out is out of sight and out of the tab order.
    await expect(hero.getByRole('heading', { name: 'Fresh Farm Produce' })).toBeHidden();

    await hero.getByRole('button', { name: 'Pause banner rotation' }).click();
    await page.clock.runFor(20_000);
    await expect(activeTitle).toHaveText('Sustainably Grown');
    await hero.getByRole('button', { name: 'Play banner rotation' }).click();
    await page.clock.runFor(5_000);
    await expect(activeTitle).toHaveText('Fresh Farm Produce');
    // All of it without Swiper, which a visitor who only watches never downloads.
    await expect(carousel).not.toHaveClass(/swiper-initialized/);

    await page.clock.resume();
    await carousel.hover();
    await expect(carousel).toHaveClass(/swiper-initialized/);
    await expect(activeTitle).toHaveText('Fresh Farm Produce');
    await expect(hero.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('the harvest counter counts up to 25 once scrolled into view', async ({ page, problems }) => {
    await openPage(page, '/', { heading: HOME_H1 });
    const counter = page.getByTestId('count-up');
    await expect(counter).toHaveText('0');
    await counter.scrollIntoViewIfNeeded();
    await expect(counter).toHaveText('25', { timeout: 5_000 });
    await expect(page.getByText('Growth Tonns of Harvest')).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });

  test('progress rings fill to 83, 60 and 83 while on screen', async ({ page }) => {
    await openPage(page, '/', { heading: HOME_H1 });
    const rings = page.getByTestId('ring-value');
    await rings.first().scrollIntoViewIfNeeded();
    await expect(rings).toHaveText(['83%', '60%', '83%'], { timeout: 5_000 });
  });

  test('product categories lead to a service that grows their produce', async ({ page, problems }) => {
    await openPage(page, '/', { heading: HOME_H1 });
    // Fruit leads to the fruit service, vegetables to vegetables, grain to milling.
    const categories = { Blueberry: 4, Strawberry: 4, Cabbage: 5, Maize: 8, Orange: 4, Apples: 4 };
    for (const [name, serviceId] of Object.entries(categories)) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/service-details/${serviceId}`);
    }
    await page.getByRole('link', { name: 'Maize', exact: true }).click();
    await expect(page).toHaveURL(/\/service-details\/8$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Details' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 2, name: 'Grain Milling' })).toBeVisible();
    await expect(page.getByRole('article').getByText(/\bMaize\b/)).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: 'Blueberry', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Sweet Exotic Fruits' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('article').getByText(/\bblueberries\b/)).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });

  test('benefits block: a poster first, the background video only on request, shown once it plays', async ({ page, problems }) => {
    await videoHostServesPlayer(page);
    await openPage(page, '/', { heading: HOME_H1 });
    await expect(page.locator('iframe')).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Play background video' });
    await toggle.scrollIntoViewIfNeeded();
    await toggle.click();
    const video = page.locator('.farm-benefits iframe');
    await expect(video).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/.*start=10.*mute=1.*loop=1.*enablejsapi=1/);
    await expect(page.getByRole('button', { name: 'Pause background video' })).toHaveAttribute('aria-pressed', 'true');
    await expect(video).toHaveCSS('opacity', '1');
    await page.getByRole('button', { name: 'Pause background video' }).click();
    await expect(video).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Play background video' })).toHaveAttribute('aria-pressed', 'false');
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('benefits block offline: no broken frame, the poster and text stay and the control says the film is unavailable', async ({
    page,
    problems,
  }) => {
    await videoHostUnreachable(page);
    await page.clock.install();
    await openPage(page, '/', { heading: HOME_H1 });
    const toggle = page.getByRole('button', { name: 'Play background video' });
    await toggle.scrollIntoViewIfNeeded();
    await stopTheClock(page);
    await toggle.click();
    // While the player is awaited, its frame (the browser's error page, here) is not shown.
    const video = page.locator('.farm-benefits iframe');
    await expect(page.getByRole('button', { name: 'Loading background video…' })).toBeVisible();
    await expect(video).toHaveCSS('opacity', '0');
    await letThePlayerTimeOut(page);

    const unavailable = page.getByRole('button', { name: 'Film unavailable' });
    await expect(unavailable).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'The farm film cannot be loaded right now.' })).toBeAttached();
    await expect(video).toHaveCount(0);
    await expect(page.locator('.farm-benefits__poster')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'From Our Fields to Your Table' })).toBeVisible();
    // It stays focusable but does nothing: a press inserts no frame.
    await expect(unavailable).toBeDisabled();
    const box = (await unavailable.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(unavailable).toBeFocused();
    await expect(video).toHaveCount(0);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('reduced motion: no autoplay and the counter shows 25 at once', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await openPage(page, '/', { heading: HOME_H1 });
    await expect(page.getByTestId('count-up')).toHaveText('25');
    await expect(page.locator('.farm-hero .swiper-slide-active h2')).toHaveText('Fresh Farm Produce');
    // Nothing moves by itself, so Swiper only comes when the visitor reaches for the carousel.
    const carousel = page.locator('.farm-hero__carousel');
    await expect(carousel).not.toHaveClass(/swiper-initialized/);
    await carousel.hover();
    await expect(carousel).toHaveClass(/swiper-initialized/);
    const autoplayRunning = await carousel.evaluate(
      (element) => (element as HTMLElement & { swiper: { autoplay: { running: boolean } } }).swiper.autoplay.running,
    );
    expect(autoplayRunning).toBe(false);
    await expect(page.getByTestId('ring-value').first()).toHaveText('83%');
    await context.close();
  });
});

import { cartBadge, clearCart } from '../../support/cart';
import { expect, test } from '../../support/fixtures';
import { jsonLdOfType } from '../../support/pageHtml';
import { openPage } from '../../support/pages';
import { toast } from '../../support/toast';

test.describe('a product page', () => {
  test.beforeEach(async ({ page }) => {
    await clearCart(page);
    await page.goto('/product/heirloom-tomatoes');
  });

  test('adds the chosen quantity once, then warns on a repeated add', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Heirloom Tomatoes' })).toBeVisible();
    await expect(page).toHaveTitle('Heirloom Tomatoes | Terra Verde');
    await expect(page.getByText('HEIRLOOM-TOMATOES')).toBeVisible();
    await expect(cartBadge(page)).toHaveText('0');

    await page.getByLabel('Quantity', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(toast(page, 'success', 'Product added successfully')).toBeVisible();
    await expect(cartBadge(page)).toHaveText('3');

    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(toast(page, 'warning', 'Product already in cart')).toBeVisible();
    await expect(cartBadge(page)).toHaveText('3');
  });

  test('refuses a quantity under 1 or not whole', async ({ page }) => {
    for (const bad of ['0', '1.5']) {
      await page.getByLabel('Quantity', { exact: true }).fill(bad);
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await expect(toast(page, 'warning', 'Please enter a valid quantity').first()).toBeVisible();
    }
    await expect(cartBadge(page)).toHaveText('0');
  });

  test('opens the gallery lightbox and closes it with the keyboard', async ({ page }) => {
    const enlarge = page.getByRole('button', { name: /^Enlarge Heirloom Tomatoes/ });
    await enlarge.focus();
    await page.keyboard.press('Enter');
    const viewer = page.locator('.yarl__root');
    await expect(viewer).toBeVisible();
    await expect(viewer).toContainText('1 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(viewer).toContainText('2 / 3');
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(enlarge).toBeFocused();
  });

  test('describes the product as schema.org JSON-LD', async ({ page }) => {
    const data = await jsonLdOfType(page, 'Product');
    expect(data).toMatchObject({ '@type': 'Product', name: 'Heirloom Tomatoes', sku: 'HEIRLOOM-TOMATOES' });
    expect(data?.offers).toMatchObject({ '@type': 'Offer', price: '6.30', priceCurrency: 'USD' });
    expect(data?.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 5, reviewCount: 42 });
  });
});

test.describe('product pages by id', () => {
  test('/shop-single/{id} shows the same product page', async ({ page }) => {
    await openPage(page, '/shop-single/3', { heading: 'Rainbow Carrots' });
    await page.getByRole('tab', { name: 'Additional Information' }).click();
    await expect(page.getByRole('rowheader', { name: 'Sold by' })).toBeVisible();
  });

  test('an unknown product shows the banner only and says so in the title', async ({ page }) => {
    for (const path of ['/product/no-such-product', '/shop-single/999', '/shop-single-thumb/abc']) {
      await openPage(page, path, { heading: 'Product Not Found' });
      await expect(page).toHaveTitle('Product Not Found | Terra Verde');
      await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toHaveCount(0);
    }
  });

  test('/shop-single-thumb/{id} starts at that product and moves to others', async ({ page }) => {
    await page.goto('/shop-single-thumb/5');
    await expect(page.getByRole('heading', { level: 2, name: 'Sweet Corn' })).toBeVisible();
    await expect(page).toHaveTitle('Sweet Corn | Terra Verde');
    await page.getByRole('button', { name: 'Show Rainbow Carrots' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Rainbow Carrots' })).toBeVisible();
    await expect(page).toHaveTitle('Rainbow Carrots | Terra Verde');
  });
});

test.describe('/shop-single-thumb on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('loads the pictures on screen first, and a product moved to shows its picture', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/products/')) requested.push(new URL(request.url()).pathname);
    });
    await page.goto('/shop-single-thumb/1');
    const opening = page.getByRole('img', { name: 'Heirloom Tomatoes', exact: true });
    await expect(opening).toHaveJSProperty('complete', true);
    expect(requested).toContain('/assets/products/tomato.svg');
    // The last product is far off screen, in the slides and in the strip of thumbnails.
    expect(requested).not.toContain('/assets/products/popcorn.svg');

    await page.getByRole('button', { name: 'Show Heirloom Popcorn Kernels' }).click();
    const moved = page.getByRole('img', { name: 'Heirloom Popcorn Kernels', exact: true });
    await moved.scrollIntoViewIfNeeded();
    await expect(moved).toBeInViewport();
    await expect.poll(() => moved.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    // A slide far from the opening one is filled in when moved to, and the slider grows to show it all.
    const slide = page.locator('.swiper-slide-active');
    const addToCart = slide.getByRole('button', { name: 'Add to cart', exact: true });
    await expect(slide.getByText('Dried kernels of an old popping variety')).toBeVisible();
    await expect
      .poll(async () => {
        const [button, slider] = [await addToCart.boundingBox(), await page.locator('.shop-slider__main').boundingBox()];
        return !!button && !!slider && button.y + button.height <= slider.y + slider.height;
      })
      .toBe(true);
  });

  test('shows every thumbnail at its size, in a strip that scrolls', async ({ page }) => {
    await page.goto('/shop-single-thumb/1');
    const last = page.getByRole('button', { name: 'Show Heirloom Popcorn Kernels' });
    await last.scrollIntoViewIfNeeded();
    const picture = last.locator('img');
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const box = await picture.boundingBox();
    expect(box).toMatchObject({ width: 56, height: 56 });
  });
});

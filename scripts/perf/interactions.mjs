/**
 * The interactions `npm run perf -- --inp` measures (issue 42, docs/architecture.md#performance-checks):
 * what a shopper and the farm's staff do once a page is live. Each is measured on a fresh page:
 *
 * - `path`: the page, or a function of the run's set-up (`{ orders, run }`) giving it;
 * - `cart`: the lines stored as a previous visit would leave them (the cart bus's key);
 * - `phone`: at 390 px with touch, as on a phone; `office`: signed in to the farm office;
 * - `deliveryZone`: with the farm's delivery rules set to a zone (from this interaction on);
 * - `prepare(page)`: before the CPU is slowed, what is not measured (focusing a field);
 * - `act(page, setup)`: the interaction itself, with the CPU slowed, and the wait for what it shows.
 *
 * Each act uses real input (a click, a tap, a key), never `fill` or `selectOption`, which make no
 * interaction Event Timing counts. The selectors are the browser suites' (e2e/tests).
 */

/** Two products, three items, as e2e/support/cart.ts's TWO_PRODUCTS. */
const TWO_PRODUCTS = [
  { id: 1, title: 'Heirloom Tomatoes', price: 6.3, quantity: 2, thumb: 'tomato.svg' },
  { id: 3, title: 'Rainbow Carrots', price: 3.2, quantity: 1, thumb: 'carrot.svg' },
];
const PRODUCT = '/product/heirloom-tomatoes';
const toast = (page, kind, text) => page.locator(`.Toastify__toast--${kind}`, { hasText: text }).first();
const billingForm = (page) => page.locator('form', { has: page.getByRole('heading', { name: 'Billing details' }) });
const orderFilters = (page) => page.getByRole('search', { name: 'Filter orders' });

export const INTERACTIONS = [
  {
    name: 'Add to cart on a product page',
    path: PRODUCT,
    act: async (page) => {
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await toast(page, 'success', 'Product added successfully').waitFor();
    },
  },
  {
    name: 'Open the cart dropdown',
    path: '/shop',
    cart: TWO_PRODUCTS,
    act: async (page) => {
      await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click();
      await page.getByTestId('cart-dropdown').waitFor();
    },
  },
  {
    name: 'Change a quantity on /cart',
    path: '/cart',
    cart: TWO_PRODUCTS,
    prepare: (page) => page.getByLabel('Quantity of Heirloom Tomatoes').focus(),
    act: async (page) => {
      await page.keyboard.press('ArrowUp');
      await page.getByTestId('cart-count').filter({ hasText: /^4$/ }).first().waitFor();
    },
  },
  {
    name: "Change the shop's sort",
    path: '/shop',
    prepare: (page) => page.getByLabel('Sort by').focus(),
    act: async (page) => {
      await page.keyboard.press('ArrowDown');
      await page.waitForURL(/[?&]sort=/);
    },
  },
  {
    name: "Change the shop's page",
    path: '/shop',
    act: async (page) => {
      await page.getByRole('navigation', { name: 'Shop pages' }).getByRole('link', { name: 'Page 2' }).click();
      await page.getByRole('link', { name: 'Page 2, current page' }).first().waitFor();
    },
  },
  {
    name: 'Open the lightbox, then the next picture',
    path: PRODUCT,
    act: async (page) => {
      await page.getByRole('button', { name: /^Enlarge Heirloom Tomatoes/ }).click();
      await page.locator('.yarl__root', { hasText: '1 / 3' }).waitFor();
      await page.keyboard.press('ArrowRight');
      await page.locator('.yarl__root', { hasText: '2 / 3' }).waitFor();
    },
  },
  {
    name: 'Open the mobile menu at 390 px',
    path: '/',
    phone: true,
    act: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    },
  },
  {
    name: 'Pay with an incomplete billing form',
    path: '/checkout',
    cart: TWO_PRODUCTS,
    act: async (page) => {
      await page.getByRole('button', { name: 'Pay with Stripe' }).click();
      await billingForm(page).getByText('First name is required.').first().waitFor();
      await toast(page, 'error', 'Please complete your billing details.').waitFor();
    },
  },
  {
    name: 'Search the blog',
    path: '/blog-with-sidebar',
    prepare: (page) => page.getByRole('searchbox', { name: 'Search posts by keyword' }).focus(),
    act: async (page) => {
      await page.keyboard.type('Compost');
      await page.keyboard.press('Enter');
      await page.waitForURL(/[?&]q=Compost/);
      await page.getByTestId('blog-card').first().waitFor();
    },
  },
  {
    name: 'Type a postcode at the checkout',
    path: '/checkout',
    cart: TWO_PRODUCTS,
    deliveryZone: true,
    prepare: (page) => billingForm(page).getByLabel('Postcode / ZIP').focus(),
    act: async (page, { zonePostcode }) => {
      await page.keyboard.type(zonePostcode);
      await page
        .getByText(/^Delivery \(Island\): /)
        .first()
        .waitFor();
      await page
        .getByRole('group', { name: /^Delivery day/ })
        .first()
        .waitFor();
    },
  },
  {
    name: 'Filter the office order list',
    path: '/office',
    office: true,
    prepare: async (page) => {
      await page.getByTestId('order-row').first().waitFor();
      await orderFilters(page).getByLabel('Status').focus();
    },
    act: async (page) => {
      await page.keyboard.press('ArrowDown');
      await page.waitForURL(/[?&]status=/);
    },
  },
  {
    name: 'Move an order to its next status in the office',
    path: ({ orders, run }) => `/office/orders/${orders[run]}`,
    office: true,
    prepare: (page) =>
      page
        .getByRole('button', { name: /^Mark as / })
        .first()
        .waitFor(),
    act: async (page) => {
      const before = await page.getByTestId('order-event').count();
      await page
        .getByRole('button', { name: /^Mark as / })
        .first()
        .click();
      await page.getByTestId('order-event').nth(before).waitFor();
    },
  },
];

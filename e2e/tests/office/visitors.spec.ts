import type { Page } from '@playwright/test';
import { NEWSLETTER_PAGES } from 'contract';
import { expect, test } from '../../support/fixtures';
import { messageTo } from '../../support/mailbox';
import { expectAccessibleAndNarrow } from '../../support/officeChecks';
import { createStaffAccount, signIn, type StaffAccount } from '../../support/officeAccount';
import { openPage, PAGE_ARRIVAL_MS } from '../../support/pages';
import { toast } from '../../support/toast';
import { LOCAL_SITE } from '../../support/topology';

/**
 * What visitors send reaches the farm, against the real service and its real mail
 * (docs/operations.md#what-visitors-send): a contact message in the Inbox, a box request worked
 * to active, a newsletter sign-up confirmed from its e-mail and unsubscribed from it, a comment
 * approved onto its post and into the post's HTML. Each office page at 390 px and clean under axe.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });
// Forms, e-mails through the outbox (looked at every 5 s) and several office pages each.
test.slow();

/** The service's default FARM_EMAIL: the farm's notices go there. */
const FARM_EMAIL = 'hello@terraverde.farm';
/** This run's own names and addresses: the local store and the mail sink outlive a run. */
const run = Date.now().toString(36);
const visitorEmail = (who: string) => `${who}-${run}@example.com`;

/** The form's controls are labelled "<Label> *"; match the label's start. */
const control = (page: Page, form: string, label: string) => page.getByRole('form', { name: form }).getByLabel(new RegExp(`^${label}`));

let account: StaffAccount;

test.beforeAll(async ({ request }) => {
  account = await createStaffAccount(request, 'inbox');
});

/** Opens an office page and signs in on it. */
async function openOffice(page: Page, path: string, heading: string) {
  await openPage(page, path);
  await signIn(page, account);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
}

test('a contact message reaches the farm by e-mail and the Inbox, where it is answered', async ({ page }) => {
  const name = `Chef Rita ${run}`;
  const email = visitorEmail('rita');
  await openPage(page, '/contact', { heading: 'Contact' });
  await control(page, 'Contact form', 'Name').fill(name);
  await control(page, 'Contact form', 'E-mail').fill(email);
  await control(page, 'Contact form', 'Phone').fill('+55 48 99634 2087');
  await control(page, 'Contact form', 'Comments').fill('We cook for 80 a day.\nCould you deliver <b>20 kg</b> of greens each Tuesday?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'success', 'Thanks For Your Message')).toBeVisible();

  const notice = await messageTo(FARM_EMAIL, new RegExp(`^Message from ${name}`));
  expect(notice.replyTo?.text).toContain(email);
  expect(notice.text).toContain('Could you deliver <b>20 kg</b> of greens');
  const acknowledgement = await messageTo(email, /^We have your message/);
  // It goes to an address nobody verified: none of the sender's words ride on it.
  expect(acknowledgement.text).not.toContain('We cook for 80 a day.');

  await openOffice(page, '/office/inbox', 'Inbox');
  await expect(page.getByRole('link', { name: /^Inbox, \d+ new$/ })).toBeVisible();
  await expectAccessibleAndNarrow(page);
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByText('Could you deliver <b>20 kg</b> of greens each Tuesday?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute('href', new RegExp(`^mailto:${email}`));
  await expectAccessibleAndNarrow(page);
  await page.getByRole('button', { name: 'Mark answered' }).click();
  await expect(toast(page, 'success', `The message from ${name} is now answered.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as new' })).toBeVisible();
});

test('a box request reaches the farm and is worked from new to active', async ({ page }) => {
  const name = `Family Lima ${run}`;
  const email = visitorEmail('lima');
  await openPage(page, '/subscription', { heading: 'Subscription' });
  const form = page.getByRole('form', { name: 'Seasonal Produce Box' });
  await form.getByRole('radio', { name: /Gathering/ }).check();
  await control(page, 'Seasonal Produce Box', 'Name').fill(name);
  await control(page, 'Seasonal Produce Box', 'E-mail').fill(email);
  await control(page, 'Seasonal Produce Box', 'Postcode').fill('88015-400');
  await form.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(toast(page, 'success', "Subscription preference saved. We'll contact you to finalize.")).toBeVisible();
  await expect(control(page, 'Seasonal Produce Box', 'Name')).toHaveValue('');

  const notice = await messageTo(FARM_EMAIL, new RegExp(`^Box request from ${name}`));
  expect(notice.replyTo?.text).toContain(email);
  await messageTo(email, /^Your Seasonal Produce Box request/);

  await openOffice(page, '/office/box-requests', 'Box requests');
  await expectAccessibleAndNarrow(page);
  const request = page.getByRole('listitem').filter({ hasText: name });
  await expect(request).toContainText('Gathering');
  await expect(request).toContainText('88015-400');
  await request.getByLabel(/^Note/).fill('Called: starts next Tuesday.');
  await request.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(toast(page, 'success', `The box request from ${name} is now contacted.`)).toBeVisible();
  await request.getByRole('button', { name: 'Activate' }).click();
  await expect(toast(page, 'success', `The box request from ${name} is now active.`)).toBeVisible();
  await expect(request).toContainText('Called: starts next Tuesday.');
  await expect(request.getByRole('button', { name: 'Activate' })).toHaveCount(0);
});

/** The first link in a message's text part that starts with `start`. */
const linkIn = (text: string | undefined, start: string) => {
  const found = new RegExp(`${start.replace(/[.?]/g, '\\$&')}[^\\s]+`).exec(text ?? '');
  expect(found, `a link starting ${start}`).not.toBeNull();
  return found![0];
};

test('a newsletter sign-up is confirmed from its e-mail, listed in the office, and unsubscribed from the e-mail', async ({
  page,
  request,
}) => {
  const email = visitorEmail('news');
  await openPage(page, '/about-us');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel(/^Your e-mail/).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast(page, 'success', 'Thanks For Subscribe')).toBeVisible();

  const confirmation = await messageTo(email, /^Confirm your subscription/);
  // mailparser folds the List-* headers into one structure: read them as they were sent.
  const header = (key: string) => confirmation.headerLines.find((line) => line.key === key)?.line.replace(/^[^:]+:\s*/, '');
  const oneClick = /^<(http:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+)>$/.exec(header('list-unsubscribe') ?? '');
  expect(oneClick, 'a one-click List-Unsubscribe address').not.toBeNull();
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

  await page.goto(linkIn(confirmation.text, `${LOCAL_SITE}${NEWSLETTER_PAGES.confirm}?token=`));
  await expect(page.getByRole('heading', { name: "You're on the list" })).toBeVisible({ timeout: PAGE_ARRIVAL_MS });

  await openOffice(page, '/office/subscribers', 'Subscribers');
  await expectAccessibleAndNarrow(page);
  await expect(page.getByRole('rowheader', { name: email })).toBeVisible();

  await page.goto(linkIn(confirmation.text, `${LOCAL_SITE}${NEWSLETTER_PAGES.unsubscribe}?token=`));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText("You're unsubscribed. We won't send you the newsletter again.")).toBeVisible();
  // A mail client's one-click Unsubscribe afterwards finds the address already off the list.
  const clicked = await request.post(oneClick![1], { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(clicked.status()).toBe(200);

  await openPage(page, '/office/subscribers');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible({ timeout: PAGE_ARRIVAL_MS });
  await expect(page.getByRole('rowheader', { name: email })).toHaveCount(0);
});

test('a comment waits for moderation, and once approved shows on its post and in the post HTML', async ({ page, request }) => {
  // No other suite counts this post's comments; earlier local runs may have left approved ones on it.
  const post = '/blog-single/9';
  const name = `Reader ${run}`;
  const text = `Grilled corn with lime <em>and</em> chilli, every Sunday (${run}).`;
  await openPage(page, post);
  const heading = page.getByRole('heading', { name: /^Comments \(\d+\)$/ });
  const before = Number(/\d+/.exec((await heading.textContent()) ?? '')![0]);

  const form = page.getByRole('region', { name: 'Leave a Comment' });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^E-mail/).fill(visitorEmail('reader'));
  await form.getByLabel(/^Comment/).fill(text);
  await form.getByRole('button', { name: 'Post Comment' }).click();
  await expect(toast(page, 'success', 'Thanks For Your Message')).toBeVisible();
  await expect(page.getByText('Your comment will appear here once the farm has read it.')).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);

  await openOffice(page, '/office/comments', 'Comments');
  await expectAccessibleAndNarrow(page);
  const waiting = page.getByRole('listitem').filter({ hasText: name });
  await expect(waiting).toContainText(text);
  await waiting.getByRole('button', { name: /^Approve/ }).click();
  await expect(toast(page, 'success', `The comment by ${name} is approved: it is on post 9 now.`)).toBeVisible();

  // The shell's server reads the approved comments at most every 5 s.
  await expect
    .poll(
      async () => (await (await request.get(post)).text()).includes(text.replace('<em>', '&lt;em&gt;').replace('</em>', '&lt;/em&gt;')),
      {
        timeout: 30_000,
        message: 'the approved comment, escaped, in the post page as served',
      },
    )
    .toBe(true);
  await openPage(page, post);
  await expect(page.getByRole('heading', { name: `Comments (${before + 1})` })).toBeVisible();
  await expect(page.getByRole('region', { name: `Comments (${before + 1})` })).toContainText(text);
});

test('the privacy page finds what is stored about an address and deletes it, but the orders', async ({ page }) => {
  const email = visitorEmail('forget');
  await openPage(page, '/contact', { heading: 'Contact' });
  await control(page, 'Contact form', 'Name').fill('Forget Me');
  await control(page, 'Contact form', 'E-mail').fill(email);
  await control(page, 'Contact form', 'Phone').fill('4830250147');
  await control(page, 'Contact form', 'Comments').fill('Please forget me after this.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'success', 'Thanks For Your Message')).toBeVisible();

  await openOffice(page, '/office/privacy', 'Privacy requests');
  await expectAccessibleAndNarrow(page);
  await page.getByLabel(/^E-mail address/).fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: 'Contact messages (1)' })).toBeVisible();
  await expect(page.getByText('Please forget me after this.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete everything about this address…' }).click();
  await page.getByRole('button', { name: /^Yes, delete everything about/ }).click();
  await expect(page.getByText(/1 contact message/)).toBeVisible();
  await expectAccessibleAndNarrow(page);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: 'Contact messages (0)' })).toBeVisible();
});

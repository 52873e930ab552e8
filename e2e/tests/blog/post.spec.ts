import { test, expect } from '../../support/fixtures';
import { openPage } from '../../support/pages';
import { jsonLdOfType } from '../../support/pageHtml';

test('a post shows its date, author, comments, author box, tags and share links', async ({ page, problems }) => {
  await page.goto('/blog-single/4');
  await expect(page).toHaveTitle('Composting 101: Turning Kitchen Scraps into Black Gold | Terra Verde');
  const article = page.getByRole('article', { name: 'Composting 101: Turning Kitchen Scraps into Black Gold' });
  await expect(article.getByText('October 14, 2026')).toBeVisible();
  await expect(article.getByText('Lúcia Ferreira')).toBeVisible();
  await expect(article.getByText('2 Comments')).toBeVisible();
  await expect(article.getByRole('list', { name: 'Post tags' }).getByRole('listitem')).toHaveText(['Compost', 'Soil', 'Organic']);
  await expect(article.getByRole('link', { name: /^Share on Facebook/ })).toHaveAttribute('href', /facebook\.com\/sharer.*blog-single%2F4/);
  await expect(page.getByRole('region', { name: 'About the author' }).getByRole('heading', { name: 'Lúcia Ferreira' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments (2)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Comments (2)' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Comments (2)' })).toContainText('compost pile');
  // The post page of the plain lists has no sidebar.
  await expect(page.getByRole('complementary', { name: 'Blog sidebar' })).toHaveCount(0);
  expect(problems.pageErrors).toEqual([]);
});

test('each post shows its own comments, about its own subject', async ({ page }) => {
  await page.goto('/blog-single/2');
  const comments = page.getByRole('region', { name: 'Comments (2)' });
  await expect(comments.getByRole('listitem')).toHaveCount(2);
  await expect(comments.getByRole('listitem').first()).toContainText('strawberries');
  await expect(comments).not.toContainText('tractor');

  await page.getByRole('link', { name: /^Previous Post/ }).click();
  await expect(page).toHaveURL(/\/blog-single\/1$/);
  await page.getByRole('link', { name: /^Previous Post/ }).click();
  await expect(page).toHaveURL(/\/blog-single\/15$/);
  await expect(comments.getByRole('listitem')).toHaveCount(2);
  await expect(comments.getByRole('listitem').first()).toContainText('tractor');
  await expect(comments).not.toContainText('strawberr');
});

test('previous and next links wrap around the journal', async ({ page }) => {
  await page.goto('/blog-single/1');
  const nav = page.getByRole('navigation', { name: 'Previous and next post' });
  const previous = nav.getByRole('link', { name: /^Previous Post/ });
  await expect(previous).toHaveAccessibleName('Previous Post Our Old');
  await expect(nav.getByRole('link', { name: /^Next Post/ })).toHaveAccessibleName('Next Post Five Simple');

  await previous.click();
  await expect(page).toHaveURL(/\/blog-single\/15$/);
  const next = nav.getByRole('link', { name: /^Next Post/ });
  await expect(next).toHaveAccessibleName('Next Post Why We');
  await next.click();
  await expect(page).toHaveURL(/\/blog-single\/1$/);
});

test('the sidebar post page keeps its sidebar and links on to sidebar posts', async ({ page }) => {
  await page.goto('/blog-single-with-sidebar/15');
  await expect(page.getByRole('complementary', { name: 'Blog sidebar' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Next Post/ })).toHaveAttribute('href', '/blog-single-with-sidebar/1');
});

test('the comment form checks every field, then resets and thanks the reader', async ({ page }) => {
  await page.goto('/blog-single/2');
  const form = page.getByRole('region', { name: 'Leave a Comment' });
  const name = form.getByRole('textbox', { name: 'Name' });
  const email = form.getByRole('textbox', { name: 'E-mail' });
  const comment = form.getByRole('textbox', { name: 'Comment' });
  const submit = form.getByRole('button', { name: 'Post Comment' });

  await submit.click();
  await expect(form.getByText('Name is required.')).toBeVisible();
  await expect(form.getByText('E-mail is required.')).toBeVisible();
  await expect(form.getByText('Comment is required.')).toBeVisible();
  await expect(name).toBeFocused();

  await name.fill('Ana');
  await email.fill('ana-at-example');
  await comment.fill('Lovely tips, thank you.');
  await submit.click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/E-mail must be a valid e-mail address/)).toBeVisible();

  await email.fill('ana@example.com');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Thanks For Your Message' })).toBeVisible();
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(comment).toHaveValue('');
});

test('the post carries escaped schema.org BlogPosting data', async ({ page }) => {
  await page.goto('/blog-single/9');
  const data = await jsonLdOfType(page, 'BlogPosting');
  expect(data).toMatchObject({
    '@type': 'BlogPosting',
    headline: 'From Field to Kitchen: Cooking with Fresh Sweet Corn',
    datePublished: '2026-07-25',
  });
});

test('an unknown post shows the banner only and says it was not found', async ({ page }) => {
  for (const path of ['/blog-single/999', '/blog-single-with-sidebar/abc']) {
    await openPage(page, path, { heading: 'Post Not Found' });
    await expect(page).toHaveTitle('Post Not Found | Terra Verde');
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Leave a Comment' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Blog sidebar' })).toHaveCount(0);
  }
});

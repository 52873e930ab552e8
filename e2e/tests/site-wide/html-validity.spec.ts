// HTTP only: Playwright's own test, without the fixtures' browser page (support/fixtures.ts watches a page).
import { expect, test } from '@playwright/test';
import { checkHtml, enclosingStyle, type CheckerError } from '../../support/nuChecker';
import { ALL_ROUTES } from '../../support/routes';

/**
 * Every route's HTML as the shell's server composes it, checked by the W3C Nu HTML Checker as a
 * crawler's validator checks it: no error allowed (docs/decisions/html-validator.md).
 */

/** The checker's start-up and some forty pages on a busy two-core machine. */
const CHECK_MS = 180_000;

/**
 * The one exception. The lightbox library's stylesheet (yet-another-react-lightbox's `.yarl__`
 * rules, which the shell inlines in every page) divides by a bracketed `var()` expression inside
 * `calc()`, as CSS Values 4 allows; the checker's CSS parser cannot read that and reports a
 * "Parse Error" for each such property. Only that message, and only inside that stylesheet.
 */
const isLightboxCssTheCheckerCannotParse = (error: CheckerError): boolean =>
  error.type === 'error' &&
  /^CSS: “[-a-z]+”: Parse Error\.$/.test(error.message) &&
  (enclosingStyle(error)?.startsWith('.yarl__') ?? false);

/** A page with the paginator's old error, to show the checker reads what it is given. */
const CANARY = {
  name: 'a page made wrong on purpose',
  html: '<!doctype html><html lang="en"><title>Canary</title><nav aria-label="Pages"><ul role="navigation"></ul></nav></html>',
};

test('every route’s composed HTML passes the Nu HTML Checker', async ({ request }) => {
  test.setTimeout(CHECK_MS);
  const documents = await Promise.all(
    ALL_ROUTES.map(async (route) => {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.headers()['content-type'], route).toMatch(/^text\/html/);
      return { name: route, html: await response.text() };
    }),
  );
  const errors = await checkHtml([...documents, CANARY]);
  // The checker did read the files: the one made wrong on purpose is reported, for its one error.
  expect(errors.filter(({ document }) => document === CANARY).map(({ message }) => message)).toEqual([
    'Bad value “navigation” for attribute “role” on element “ul”.',
  ]);
  const found = errors
    .filter(({ document }) => document !== CANARY)
    .filter((error) => !isLightboxCssTheCheckerCannotParse(error))
    .map(({ document, type, message, line, column, extract }) => `${document.name} ${line}:${column} ${type}: ${message} …${extract}…`);
  expect(found).toEqual([]);
});

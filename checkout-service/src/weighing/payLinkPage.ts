import { BRAND } from 'contract';
import { escapeHtml } from '../payments/local/escapeHtml';

/** What the pay link says when it cannot open a payment page (src/weighing/balanceRoutes.ts). */
export const PAY_LINK_SENTENCES = {
  notFound: `This pay link is not valid. Open the whole link from your e-mail, or call us on ${BRAND.phone.label}.`,
  otherProvider: `This order's payment cannot be taken here now. Please call us on ${BRAND.phone.label} and we will sort it out.`,
} as const;

/** Small and self-contained: the page's own inline style, nothing loaded from elsewhere. */
export const PAY_LINK_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

/** A plain page with one sentence, and a link onwards (the order's page) when there is one. */
export function payLinkPage(sentence: string, link: { href: string; text: string } | null): string {
  const onwards = link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pay for your order | ${escapeHtml(BRAND.name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2a1f}a{color:#2f6b2f}</style>
</head>
<body>
<main>
<h1>${escapeHtml(BRAND.name)}</h1>
<p role="alert">${escapeHtml(sentence)}</p>${onwards}
</main>
</body>
</html>`;
}

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { API_PATHS, BRAND, newsletterPagePath } from 'contract';
import type { NewsletterTokens } from '../visitors/newsletter/newsletterStore';
import type { ComposedMessage, ComposerSettings } from './compose';
import { mailbox } from './headers';
import { NewsletterConfirmation } from './templates/NewsletterMessages';

/**
 * The one-click unsubscribe address (RFC 8058) of every newsletter e-mail to the address: mail
 * clients POST to it straight from their Unsubscribe button (the List-Unsubscribe header), and
 * the office's CSV gives it to the farm's mailing tool.
 */
export const oneClickUnsubscribeLink = (site: string, unsubscribeToken: string) =>
  `${site}${API_PATHS.newsletterUnsubscribe}?token=${encodeURIComponent(unsubscribeToken)}`;

/** The double opt-in's e-mail to an address just signed up (docs/decisions/visitor-forms.md): its links carry the tokens. */
export function newsletterConfirmation({ site }: Pick<ComposerSettings, 'site'>, email: string, tokens: NewsletterTokens): ComposedMessage {
  const title = `Confirm your subscription to ${BRAND.name}'s newsletter`;
  const confirmLink = `${site}${newsletterPagePath('confirm', tokens.confirmToken)}`;
  const unsubscribeLink = `${site}${newsletterPagePath('unsubscribe', tokens.unsubscribeToken)}`;
  const sentences = {
    lead: `Hello, someone (we hope you) asked for ${BRAND.name}'s newsletter at this address: what the farm is harvesting, and news from the fields.`,
    confirm: 'To start receiving it, confirm your address within 7 days:',
    ignore: 'If it was not you, ignore this e-mail: without a confirmation we send nothing more, and we delete the address after 7 days.',
    unsubscribe: 'Not for you? Unsubscribe:',
  };
  return {
    kind: 'newsletter_confirm',
    to: mailbox(null, email),
    subject: title,
    html: `<!DOCTYPE html>${renderToStaticMarkup(createElement(NewsletterConfirmation, { title, sentences, confirmLink, unsubscribeLink }))}`,
    text: [
      title,
      '',
      sentences.lead,
      '',
      `${sentences.confirm} ${confirmLink}`,
      '',
      sentences.ignore,
      '',
      `${sentences.unsubscribe} ${unsubscribeLink}`,
      '',
      `${BRAND.name} · ${BRAND.phone.label} · ${BRAND.email.label}`,
    ].join('\n'),
    listUnsubscribe: oneClickUnsubscribeLink(site, tokens.unsubscribeToken),
    aboutEmail: email,
  };
}

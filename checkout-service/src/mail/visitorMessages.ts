import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BOX_FREQUENCY_LABELS, BOX_METHOD_LABELS, BOX_SIZE_LABELS, BRAND, formatPickupDay } from 'contract';
import type { BoxRequestMail, StoredBoxRequest } from '../visitors/boxRequests/boxRequestStore';
import type { ContactMail, StoredContactMessage } from '../visitors/contact/contactStore';
import type { ComposedMessage, ComposerSettings } from './compose';
import { mailbox, oneLine } from './headers';
import { noteLines, quoteLine } from './shopperWords';
import { Acknowledgement, FarmNotice, type VisitorMailContent } from './templates/VisitorMessages';

/**
 * The e-mails of the visitors' forms (docs/decisions/visitor-forms.md): the farm's notice, whose
 * Reply goes to the visitor, and the visitor's acknowledgement. Each carries the visitor's
 * address, lower case, as `aboutEmail`, so the privacy erasure finds it.
 *
 * The acknowledgement goes to an address nobody has verified, so it carries nothing the sender
 * typed (no name, no message, no postcode): otherwise anyone could make the farm's mail server
 * send their words to anyone. It restates only what the form's fixed choices say.
 */

/** The office's pages that work what visitors send (mfe-farm-office), behind the staff sign-in. */
const officeMessageLink = (site: string, id: string) => `${site}/office/inbox/${encodeURIComponent(id)}`;
const officeBoxRequestsLink = (site: string) => `${site}/office/box-requests`;

const WORDS_HEADING = 'The message, in their own words:';

const html = (element: ReactElement) => `<!DOCTYPE html>${renderToStaticMarkup(element)}`;

/** Who wrote: their mailbox (a header; mailbox() keeps a name from starting a header of its own) and the address, lower case. */
const visitorOf = (name: string, email: string) => ({ mailbox: mailbox(name, email), address: email, aboutEmail: email.toLowerCase() });

/** The text part's facts and quoted words, as the html shows them. */
function bodyText(content: VisitorMailContent): string[] {
  const facts = content.facts.map(([label, value]) => `${label}: ${value}`);
  const words = content.words.length > 0 ? ['', content.wordsHeading, ...content.words.map(quoteLine)] : [];
  return [...facts, ...words];
}

function farmNotice(
  kind: ComposedMessage['kind'],
  content: VisitorMailContent,
  link: string,
  farmEmail: string,
  from: ReturnType<typeof visitorOf>,
): ComposedMessage {
  return {
    kind,
    to: mailbox(null, farmEmail),
    replyTo: from.mailbox,
    aboutEmail: from.aboutEmail,
    subject: content.title,
    html: html(createElement(FarmNotice, { content, link })),
    text: [content.heading, '', content.lead, '', ...bodyText(content), '', `Open it in the office: ${link}`].join('\n'),
  };
}

function acknowledgement(kind: ComposedMessage['kind'], content: VisitorMailContent, to: ReturnType<typeof visitorOf>): ComposedMessage {
  const greeting = 'Hello,';
  return {
    kind,
    // The bare address: a display name would be the sender's words in the recipient's inbox.
    to: mailbox(null, to.address),
    aboutEmail: to.aboutEmail,
    subject: content.title,
    html: html(createElement(Acknowledgement, { content, greeting })),
    text: [
      content.heading,
      '',
      `${greeting} ${content.lead}`,
      '',
      ...bodyText(content),
      '',
      `Anything to add? Call us on ${BRAND.phone.label} or write to ${BRAND.email.label}.`,
      '',
      `${BRAND.name} · ${BRAND.phone.label} · ${BRAND.email.label}`,
    ].join('\n'),
  };
}

/** A contact message's two e-mails: the farm's notice (Reply-To: the visitor) and the visitor's acknowledgement. */
export function contactMail({ site, farmEmail }: ComposerSettings): ContactMail {
  return (message: StoredContactMessage) => {
    const from = visitorOf(message.name, message.email);
    const facts = [
      ['Name', message.name],
      ['E-mail', message.email],
      ['Phone', message.phone],
    ] as const;
    const words = noteLines(message.text);
    return [
      farmNotice(
        'contact_farm',
        {
          title: oneLine(`Message from ${message.name}`),
          heading: 'New message from the contact form',
          lead: `${message.name} wrote through the contact form. Reply to this e-mail to answer them.`,
          facts,
          words,
          wordsHeading: WORDS_HEADING,
        },
        officeMessageLink(site, message.id),
        farmEmail,
        from,
      ),
      acknowledgement(
        'contact_ack',
        {
          title: `We have your message · ${BRAND.name}`,
          heading: 'We have your message',
          lead: 'thank you for writing to us. We reply within one working day.',
          facts: [],
          words: [],
          wordsHeading: '',
        },
        from,
      ),
    ];
  };
}

/** What a box request asks for, from the form's fixed choices and a checked date: all the acknowledgement restates. */
function boxChoices(request: StoredBoxRequest): [string, string][] {
  return [
    ['Box', BOX_SIZE_LABELS[request.boxSize]],
    ['Frequency', BOX_FREQUENCY_LABELS[request.frequency]],
    ['Delivery or pickup', BOX_METHOD_LABELS[request.method]],
    ['First box', request.startDay ? formatPickupDay(request.startDay) : 'No day named'],
  ];
}

/** The farm's notice lists how to reach the household, and where a delivery goes, too. */
function boxFacts(request: StoredBoxRequest): [string, string][] {
  return [
    ...boxChoices(request),
    ...(request.method === 'delivery' ? [['Postcode', request.postcode] as [string, string]] : []),
    ['Name', request.name],
    ['E-mail', request.email],
    ['Phone', request.phone || 'Not given'],
  ];
}

/** A box request's two e-mails: the farm's notice (Reply-To: the household) and the household's acknowledgement. */
export function boxRequestMail({ site, farmEmail }: ComposerSettings): BoxRequestMail {
  return (request: StoredBoxRequest) => {
    const from = visitorOf(request.name, request.email);
    const box = `${BOX_SIZE_LABELS[request.boxSize]}, ${BOX_FREQUENCY_LABELS[request.frequency].toLowerCase()}`;
    return [
      farmNotice(
        'box_request_farm',
        {
          title: oneLine(`Box request from ${request.name}: ${box}`),
          heading: 'New Seasonal Produce Box request',
          lead: `${request.name} asks for a Seasonal Produce Box. Call them or reply to this e-mail to set it up.`,
          facts: boxFacts(request),
          words: [],
          wordsHeading: '',
        },
        officeBoxRequestsLink(site),
        farmEmail,
        from,
      ),
      acknowledgement(
        'box_request_ack',
        {
          title: `Your Seasonal Produce Box request · ${BRAND.name}`,
          heading: 'We have your box request',
          lead: "thank you for asking for a Seasonal Produce Box. We'll contact you to finalize it.",
          facts: boxChoices(request),
          words: [],
          wordsHeading: '',
        },
        from,
      ),
    ];
  };
}

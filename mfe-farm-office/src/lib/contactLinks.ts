/** Links that reach a visitor from the office: their mail program, their phone. */

/**
 * `mailto:` with a subject. The address is encoded (a stored address is text as typed, never
 * trusted to be a bare address) but for its `@`, which mail programs expect as it is.
 */
export const replyHref = (email: string, subject: string) =>
  `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;

/** `tel:` with the digits and a leading + only, whatever spacing the visitor typed. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

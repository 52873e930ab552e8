import { BRAND } from 'contract';

export type ContactInfoKind = 'phone' | 'address' | 'email' | 'hours';

export interface ContactInfoItem {
  kind: ContactInfoKind;
  title: string;
  text: string;
  /** tel:/mailto: link, when the item can be acted on. */
  href?: string;
}

/** The contact page's info cards (docs/product.md#contact). */
export const CONTACT_INFO: readonly ContactInfoItem[] = [
  { kind: 'phone', title: 'Hotline', text: BRAND.phone.label, href: BRAND.phone.href },
  { kind: 'address', title: 'Postal address', text: BRAND.address },
  { kind: 'email', title: 'Official e-mail', text: BRAND.email.label, href: BRAND.email.href },
  { kind: 'hours', title: 'Opening hours', text: BRAND.openingHours },
];

/** The heading over the contact form, on the home and contact pages. */
export const contactFormSection = {
  eyebrow: 'Get in touch',
  title: 'Send Us a Message',
  intro: 'Questions about our produce, boxes or wholesale orders? We reply within one working day.',
} as const;

import { BRAND } from 'contract';
import type { StoredOrder } from '../../domain';
import { OrderLines, WhereItGoes } from './OrderSummary';
import { Layout, styles } from './Layout';
import { QuotedWords } from './QuotedWords';
import { NOTES_HEADING } from '../shopperWords';

/** What each message needs beyond the order: the links into the site. */
interface MessageProps {
  order: StoredOrder;
  title: string;
  /** The shopper's own order page (their messages), or the order in the office (the farm's). */
  link: string | null;
}

export const greeting = (order: StoredOrder) => (order.customer.firstName ? `Hello ${order.customer.firstName},` : 'Hello,');

/** A short lead-in and the link it names, as a paragraph; nothing when there is no link. */
export function LinkLine({ lead, link }: { lead: string; link: string | null }) {
  if (!link) return null;
  return (
    <p style={styles.paragraph}>
      {lead}{' '}
      <a href={link} style={styles.link}>
        {link}
      </a>
    </p>
  );
}

export function Contact() {
  return (
    <p style={styles.paragraph}>
      Questions? Call us on {BRAND.phone.label} or write to{' '}
      <a href={BRAND.email.href} style={styles.link}>
        {BRAND.email.label}
      </a>
      .
    </p>
  );
}

export function PaidForShopper({ order, title, link }: MessageProps) {
  return (
    <Layout title={title}>
      <h1 style={styles.heading}>Thank you for your order {order.number}</h1>
      <p style={styles.paragraph}>{greeting(order)} we have your payment and will start packing your produce.</p>
      <OrderLines order={order} />
      <WhereItGoes order={order} />
      <LinkLine lead="See your order any time:" link={link} />
      <Contact />
    </Layout>
  );
}

/** `notes`: the shopper's notes, line by line (noteLines). */
export function PaidForFarm({ order, title, link, notes }: MessageProps & { notes: readonly string[] }) {
  const c = order.customer;
  return (
    <Layout title={title}>
      <h1 style={styles.heading}>New paid order {order.number}</h1>
      <p style={styles.paragraph}>
        From {[c.firstName, c.lastName].filter(Boolean).join(' ') || 'a shopper'}
        {c.email ? ` (${c.email})` : ''}
        {c.phone ? `, phone ${c.phone}` : ''}.
      </p>
      <OrderLines order={order} />
      <WhereItGoes order={order} />
      <QuotedWords heading={NOTES_HEADING} lines={notes} />
      <LinkLine lead="Open it in the office:" link={link} />
    </Layout>
  );
}

/** A change the shopper hears about after payment: one sentence and the way back to the order. */
export function StatusNews({ order, title, link, sentence }: MessageProps & { sentence: string }) {
  return (
    <Layout title={title}>
      <h1 style={styles.heading}>{title}</h1>
      <p style={styles.paragraph}>
        {greeting(order)} {sentence}
      </p>
      <LinkLine lead="See your order any time:" link={link} />
      <Contact />
    </Layout>
  );
}

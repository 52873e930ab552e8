import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FaCircleCheck, FaCircleExclamation, FaCircleXmark, FaClock } from 'react-icons/fa6';
import { BRAND } from 'contract';

const ICONS = {
  done: <FaCircleCheck className="checkout-result__icon" aria-hidden="true" />,
  waiting: <FaClock className="checkout-result__icon" aria-hidden="true" />,
  problem: <FaCircleExclamation className="checkout-result__icon checkout-result__icon--canceled" aria-hidden="true" />,
  canceled: <FaCircleXmark className="checkout-result__icon checkout-result__icon--canceled" aria-hidden="true" />,
};

interface ResultNoticeProps {
  tone: keyof typeof ICONS;
  heading?: string;
  children: ReactNode;
  /** The buttons or links that lead on; given (even as null), their row is kept in the layout. */
  actions?: ReactNode;
}

/** What became of a payment or an order, in place of a page's content: an icon, a heading, what to do next. */
export function ResultNotice({ tone, heading, children, actions }: ResultNoticeProps) {
  return (
    <div className="tv-container checkout-result">
      {ICONS[tone]}
      {heading && <h2>{heading}</h2>}
      {children}
      {actions !== undefined && <div className="checkout-result__actions">{actions}</div>}
    </div>
  );
}

/** "call … or write to …": how a shopper reaches the farm, both ways as links. */
export function ContactTheFarm() {
  return (
    <>
      call <a href={BRAND.phone.href}>{BRAND.phone.label}</a> or write to <a href={BRAND.email.href}>{BRAND.email.label}</a>
    </>
  );
}

/** The way back to the checkout, from a payment that was cancelled or did not go through. */
export function BackToCheckout() {
  return (
    <Link to="/checkout" className="tv-button">
      Back to checkout
    </Link>
  );
}

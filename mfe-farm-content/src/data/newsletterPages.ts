/**
 * The words of the pages a newsletter e-mail's links open (docs/product.md#visitors-forms):
 * /newsletter/confirm (double opt-in) and /newsletter/unsubscribe.
 */
export const NEWSLETTER_PAGE_TEXTS = {
  confirm: {
    title: 'Confirm Subscription',
    description: 'Confirm your sign-up to the Terra Verde newsletter: harvest news and seasonal boxes, once a month.',
    sending: 'Confirming your subscription…',
    doneHeading: "You're on the list",
    done: 'Harvest news and seasonal boxes, once a month. Every newsletter has a link to unsubscribe.',
    failedHeading: 'We could not confirm your subscription',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    description: 'Stop receiving the Terra Verde newsletter.',
    heading: 'Stop the newsletter?',
    lead: 'Press Unsubscribe and this address gets no more newsletters from Terra Verde.',
    button: 'Unsubscribe',
    done: "You're unsubscribed. We won't send you the newsletter again.",
    failedHeading: 'We could not unsubscribe you',
    /** Before the link "sign up again", which leads to the footer's form. */
    changedYourMind: 'Changed your mind?',
    signUpAgain: 'Sign up again with the newsletter form',
  },
  /** A link opened without its code (cut short by a mail program). */
  missingToken: 'This link is missing its code. Open it again from the e-mail, or copy the whole link into the address bar.',
  unreachable: 'We could not reach the farm just now. Please try again in a moment.',
  other: 'Something went wrong on our side. Please try again in a moment.',
  tryAgain: 'Try again',
  home: 'Back to home',
} as const;

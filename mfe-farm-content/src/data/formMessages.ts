/** The success toasts of the farm forms, word for word (docs/product.md#error-catalogue). */
export const FORM_TOASTS = {
  contact: 'Thanks For Your Message',
  register: 'Thanks For Registration',
  login: 'Login Successful',
  subscription: "Subscription preference saved. We'll contact you to finalize.",
} as const;

/** Register compares the two passwords (docs/product.md#register-password-check); this says so when they differ. */
export const PASSWORD_MISMATCH = 'Passwords do not match. Type the same password in both fields.';

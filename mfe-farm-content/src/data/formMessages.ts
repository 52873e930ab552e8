/** The success toasts of the farm forms, word for word from SPEC.md section 8. */
export const FORM_TOASTS = {
  contact: 'Thanks For Your Message',
  register: 'Thanks For Registration',
  login: 'Login Successful',
  subscription: "Subscription preference saved. We'll contact you to finalize.",
} as const;

/** Register compares the two passwords (DESIGN.md section 5); this says so when they differ. */
export const PASSWORD_MISMATCH = 'Passwords do not match. Type the same password in both fields.';

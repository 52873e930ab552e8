/**
 * The farm's order list needs a token. The local site is started with this one; against a
 * deployed site, set E2E_ADMIN_TOKEN to its token, or the order-list checks are skipped.
 */
export const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? (process.env.BASE_URL ? undefined : 'e2e-admin-token-not-a-secret-0123456789');

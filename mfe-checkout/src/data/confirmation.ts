/**
 * How the success page waits for a payment the provider has not confirmed yet (a bank debit,
 * or a webhook still on its way): it asks again after each of these delays, then says so.
 * About half a minute in all: long enough for a late webhook, short enough not to leave a
 * shopper staring at a spinner.
 */
export const RECHECK_DELAYS_MS = [1000, 2000, 4000, 8000, 16000] as const;

/** The checkout session the bench and the trace ask for: two of the seeded products, from the local site. */
import { createRequire } from 'node:module';

const { SHELL } = createRequire(import.meta.url)('../topology.cjs');

/** The site the sessions come from (the service's SITE_ORIGINS must list it). */
export const SITE = `http://localhost:${SHELL.port}`;

export const SESSION_BODY = JSON.stringify({
  items: [
    { id: 1, title: 'Heirloom Tomatoes', price: 6.3, thumb: 'tomato.svg', quantity: 2 },
    { id: 3, title: 'Rainbow Carrots', price: 3.2, thumb: 'carrot.svg', quantity: 1 },
  ],
  success_url: `${SITE}/checkout/success`,
  cancel_url: `${SITE}/checkout/cancel`,
});

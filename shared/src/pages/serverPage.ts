import type { RemoteName } from 'contract';

/**
 * What the shell's server tells the browser about the page HTML it sent in `<main>`
 * (docs/architecture.md#the-shells-server-composes-each-page): a JSON script in the head with
 * this id, and the page's HTML in an element with this class, which the shell's app keeps as it is
 * until the page's own code takes it over.
 */
export const SERVER_PAGE_STATE_ID = 'tv-server-page';
export const SERVER_PAGE_CLASS = 'shell-server-page';
/** Set on that element once the page's code has taken it over. */
export const SERVER_PAGE_READY_ATTRIBUTE = 'data-page-ready';

export type ServerPageState =
  /** A remote's page: hydrate it with the remote's routes, loaded from `manifest`. */
  | { kind: 'remote'; remote: RemoteName; identifierPrefix: string; manifest: string }
  /** The shell's 404 page, rendered by the shell's build with this prefix. */
  | { kind: 'not-found'; identifierPrefix: string }
  /** The remote could not be reached: the app tries it again, as on any client-side visit. */
  | { kind: 'unavailable'; remote: RemoteName };

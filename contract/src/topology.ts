/**
 * The site's topology: which remotes exist, what each is called, which package builds it, where it
 * listens by default and which paths it owns. Everything that needs one of these facts (webpack
 * configurations, the shell's defaults and routing, remotes.json, `npm start`, the performance
 * scripts, the browser tests) reads it from here, so adding a remote means adding one entry here
 * and its package. Pure data with no imports: Node scripts load it through scripts/topology.cjs.
 */

export interface RemoteTopology {
  /** Federation container name: a JavaScript identifier, the key in remotes.json. */
  readonly name: string;
  /** The workspace package that builds it. */
  readonly package: string;
  /** Port of its server in `npm start` and of its development server. */
  readonly port: number;
  /**
   * The paths it owns: react-router patterns, plus `/prefix-*` for every path starting with
   * `/prefix-`. `'fallback'` owns every path no other remote claims (one remote has it).
   */
  readonly area: readonly string[] | 'fallback';
  /** How shoppers are told about it when it cannot be loaded ("The shop is temporarily unavailable"). */
  readonly displayName: string;
  /** Title of its page when it runs on its own. */
  readonly standaloneTitle: string;
  /**
   * Pages behind staff sign-in: never indexed (noindex, left out of the sitemap, disallowed in
   * robots.txt), and the shell's server sends every URL of its area only the frame and the
   * sign-in its build rendered, whatever the id or query (docs/architecture.md#private-areas).
   */
  readonly private?: boolean;
}

export const REMOTES = [
  {
    name: 'shop',
    package: 'mfe-shop',
    port: 3001,
    area: ['/shop/*', '/product/*', '/shop-single/*', '/shop-single-thumb/*', '/cart/*'],
    displayName: 'The shop',
    standaloneTitle: 'Terra Verde Shop',
  },
  { name: 'blog', package: 'mfe-blog', port: 3002, area: ['/blog-*'], displayName: 'The blog', standaloneTitle: 'Terra Verde Blog' },
  {
    name: 'farm_content',
    package: 'mfe-farm-content',
    port: 3003,
    area: 'fallback',
    displayName: 'This page',
    standaloneTitle: 'Terra Verde Farm Pages',
  },
  {
    name: 'checkout',
    package: 'mfe-checkout',
    port: 3004,
    area: ['/checkout/*'],
    displayName: 'Checkout',
    standaloneTitle: 'Terra Verde Checkout',
  },
  {
    name: 'farm_office',
    package: 'mfe-farm-office',
    port: 3005,
    area: ['/office/*'],
    displayName: 'Farm office',
    standaloneTitle: 'Terra Verde Farm Office',
    private: true,
  },
] as const satisfies readonly RemoteTopology[];

export type RemoteName = (typeof REMOTES)[number]['name'];

/**
 * Where the shell's server passes each remote's files on the shell's own origin: `/remotes/<name>/`
 * (docs/architecture.md#one-origin-for-the-browser). The browser then fetches a remote's
 * manifest, scripts, styles and pictures over the connection it already has.
 */
export const REMOTE_GATEWAY_PREFIX = '/remotes/';

/** The host: the one origin shoppers visit. */
export const SHELL = { name: 'shell', package: 'shell', port: 3000, title: 'Terra Verde | Fresh Organic Farm Produce' } as const;

/** The API behind the shell's `/api/*`. */
export const CHECKOUT_SERVICE = { package: 'checkout-service', port: 4000 } as const;

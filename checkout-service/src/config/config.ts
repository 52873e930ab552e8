import net from 'node:net';
import path from 'node:path';
import proxyAddr from 'proxy-addr';
import { readInteger, type Env } from './env';
import { readPayments, type PaymentSettings } from './paymentConfig';
import { isTimeZone } from '../orders/farmDay';
import type { StoreLocation } from '../store/openStore';
import { defaultDataDir } from '../store/packageDir';
import { CHECKOUT_SERVICE, DEFAULT_HOLD_BUFFER_PERCENT, SHELL } from 'contract';

/**
 * The service's configuration, read from environment variables and checked once at start,
 * so a typo fails loudly with a sentence instead of surfacing as a broken checkout later.
 */

export interface ServiceConfig {
  /** The address to listen on: loopback unless HOST says otherwise. */
  host: string;
  port: number;
  /** Origins (scheme://host:port) the shop is served from; return URLs must be on one of them. */
  siteOrigins: readonly string[];
  payments: PaymentSettings;
  /** Where orders are kept: embedded PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL. */
  store: StoreLocation;
  /** Bearer token of the farm's order list; absent, the list does not exist. */
  adminToken: string | null;
  /** METRICS_PORT: where GET /metrics is served, on loopback only (src/metrics/metricsServer.ts); null, not served. */
  metricsPort: number | null;
  /** Checkout sessions one client address may create per minute. */
  sessionsPerMinute: number;
  /** Order look-ups (the success page's question) one client address may make per minute. */
  lookupsPerMinute: number;
  /** Posts of each visitors' form (contact, box request, newsletter, comment) one client address may make per minute. */
  formsPerMinute: number;
  /** Field reports (POST /api/vitals) one client address may send per minute. */
  vitalsPerMinute: number;
  /** Peers whose X-Forwarded-For is believed (proxy-addr's notation: loopback, an address, a CIDR range). */
  trustedProxies: readonly string[];
  /** The farm's IANA time zone: what "today" and a day's orders are in the office. */
  farmTimeZone: string;
  /** The order e-mails (docs/decisions/mail-outbox.md): every service composes them, so none is lost unseen. */
  mail: MailSettings;
  /**
   * WEIGHED_HOLD_BUFFER_PERCENT: the share of the weighed lines' estimate a card is held for above
   * it, so a heavier piece can still be charged (docs/product.md#sold-by-weight).
   */
  holdBufferPercent: number;
}

interface MailSettings {
  /** smtp://user:pass@host:587 or smtps://…; null: each message is written as an .eml file to `fileDir`. */
  smtpUrl: string | null;
  /** The From of every message. */
  from: string;
  /** The farm's inbox: it hears of every paid order. */
  farmEmail: string;
  /** The site's public origin, for the links in messages. */
  siteUrl: string;
  /** Where messages go as .eml files without SMTP_URL: DATA_DIR/mail, else checkout-service/.data/mail. */
  fileDir: string;
}

/** The shell's server, on the same machine, is the only client a development service needs. */
const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_PORT = CHECKOUT_SERVICE.port;
export const DEFAULT_SITE_ORIGINS = [`http://localhost:${SHELL.port}`, `http://127.0.0.1:${SHELL.port}`];
/** A shopper starts a checkout a few times at most; 30 a minute leaves room for a shared address. */
const DEFAULT_SESSIONS_PER_MINUTE = 30;
/** The success page asks up to six times per payment; 120 a minute leaves room for shoppers sharing an address. */
const DEFAULT_LOOKUPS_PER_MINUTE = 120;
/** A person sends a form once or twice; 10 a minute leaves room for a school or an office sharing an address. */
const DEFAULT_FORMS_PER_MINUTE = 10;
/** A shopper's browser sends one field report per page view; 60 a minute leaves room for a shared address. */
const DEFAULT_VITALS_PER_MINUTE = 60;
/** The shell's server runs beside the service and proxies /api/* to it. */
const DEFAULT_TRUSTED_PROXIES = ['loopback'];
/** The farm's own clock: its days begin at midnight there, wherever the service runs. */
const DEFAULT_FARM_TIME_ZONE = 'America/Sao_Paulo';
const DEFAULT_MAIL_FROM = 'Terra Verde <hello@terraverde.farm>';
const DEFAULT_FARM_EMAIL = 'hello@terraverde.farm';

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid checkout-service configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** "http://localhost:3000" stays; anything with a path, query, credentials or another scheme is refused. */
function parseSiteOrigin(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  const plain = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!plain || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return url.origin;
}

function readSiteOrigins(env: Env, problems: string[]): string[] {
  const raw = env.SITE_ORIGINS?.trim();
  if (!raw) return [...DEFAULT_SITE_ORIGINS];
  const origins: string[] = [];
  for (const entry of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const origin = parseSiteOrigin(entry);
    if (origin) origins.push(origin);
    else
      problems.push(
        `SITE_ORIGINS entry "${entry}" is not a site origin such as ${DEFAULT_SITE_ORIGINS[0]} (scheme, host and optional port only).`,
      );
  }
  if (origins.length === 0 && problems.length === 0)
    problems.push(`SITE_ORIGINS must list at least one site origin, such as ${DEFAULT_SITE_ORIGINS[0]}.`);
  return origins;
}

/** A host name (RFC 1123 labels) or an IP address as listen() takes it: no scheme, port or brackets. */
const HOST_NAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

function readHost(env: Env, problems: string[]): string {
  const host = env.HOST?.trim();
  if (!host) return DEFAULT_HOST;
  if (!net.isIP(host) && !HOST_NAME.test(host)) {
    problems.push(`HOST must be an IP address such as 127.0.0.1, 0.0.0.0 or ::, or a host name, without scheme or port (got "${host}").`);
  }
  return host;
}

/** The embedded database unless DATABASE_URL names a PostgreSQL server; never both, so nobody wonders which is used. */
export function readStoreLocation(env: Env, problems: string[]): StoreLocation {
  const url = env.DATABASE_URL?.trim();
  const dataDir = env.DATA_DIR?.trim();
  if (url) {
    if (dataDir) problems.push('DATA_DIR only applies without DATABASE_URL; remove one of them.');
    if (!/^postgres(ql)?:\/\/\S+$/.test(url))
      problems.push('DATABASE_URL must be a PostgreSQL connection URL such as postgres://user:password@host:5432/terra_verde.');
    return { kind: 'postgres', url };
  }
  return { kind: 'pglite', dataDir: dataDir ? path.resolve(dataDir) : defaultDataDir() };
}

/** Long enough that it cannot be guessed: the list holds shoppers' names and addresses. */
const MIN_ADMIN_TOKEN_LENGTH = 24;

function readAdminToken(env: Env, problems: string[]): string | null {
  const token = env.ADMIN_TOKEN?.trim();
  if (!token) return null;
  if (token.length < MIN_ADMIN_TOKEN_LENGTH || /\s/.test(token)) {
    problems.push(
      `ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters without spaces, e.g. the output of: openssl rand -hex 24.`,
    );
  }
  return token;
}

function readTrustedProxies(env: Env, problems: string[]): string[] {
  const raw = env.CHECKOUT_TRUSTED_PROXIES?.trim();
  if (raw === undefined) return [...DEFAULT_TRUSTED_PROXIES];
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(entries);
  } catch (error) {
    problems.push(
      `CHECKOUT_TRUSTED_PROXIES must list addresses, CIDR ranges or loopback, linklocal, uniquelocal (${(error as Error).message}).`,
    );
  }
  return entries;
}

function readFarmTimeZone(env: Env, problems: string[]): string {
  const zone = env.FARM_TIME_ZONE?.trim() || DEFAULT_FARM_TIME_ZONE;
  if (!isTimeZone(zone))
    problems.push(`FARM_TIME_ZONE must be an IANA time zone such as ${DEFAULT_FARM_TIME_ZONE} or UTC (got "${zone}").`);
  return zone;
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** SMTP_URL is checked without ever being echoed: it holds the mail server's password. */
function readSmtpUrl(env: Env, problems: string[]): string | null {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return null;
  let url: URL | null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  const plain =
    url &&
    (url.protocol === 'smtp:' || url.protocol === 'smtps:') &&
    url.hostname &&
    (url.pathname === '' || url.pathname === '/') &&
    !url.search &&
    !url.hash;
  if (!plain) {
    problems.push(
      'SMTP_URL must be an SMTP server address such as smtp://user:password@mail.example.com:587 (STARTTLS) or smtps://user:password@mail.example.com:465 (TLS); its value is not shown here because it holds a password.',
    );
    return null;
  }
  return raw;
}

function readMail(env: Env, siteOrigins: readonly string[], store: StoreLocation, problems: string[]): MailSettings {
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  if (/[\r\n]/.test(from) || !/^[^<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>"]+@[^\s@<>"]+$/.test(from)) {
    problems.push(`MAIL_FROM must be an address such as ${DEFAULT_MAIL_FROM} or hello@terraverde.farm (got "${from}").`);
  }
  const farmEmail = env.FARM_EMAIL?.trim() || DEFAULT_FARM_EMAIL;
  if (!EMAIL.test(farmEmail)) problems.push(`FARM_EMAIL must be one e-mail address such as ${DEFAULT_FARM_EMAIL} (got "${farmEmail}").`);
  const rawSite = env.SITE_URL?.trim();
  const site = rawSite ? parseSiteOrigin(rawSite) : (siteOrigins[0] ?? DEFAULT_SITE_ORIGINS[0]);
  if (!site) problems.push(`SITE_URL must be the site's public origin such as https://terraverde.farm (got "${rawSite}").`);
  const dataDir = store.kind === 'pglite' && store.dataDir ? store.dataDir : defaultDataDir();
  return {
    smtpUrl: readSmtpUrl(env, problems),
    from,
    farmEmail,
    siteUrl: site ?? DEFAULT_SITE_ORIGINS[0],
    fileDir: path.join(dataDir, 'mail'),
  };
}

/** Reads and checks the whole configuration; throws one ConfigError listing every problem. */
export function loadConfig(env: Env): ServiceConfig {
  const problems: string[] = [];
  const host = readHost(env, problems);
  const port = readInteger(env, 'PORT', DEFAULT_PORT, 1, 65535, problems);
  const siteOrigins = readSiteOrigins(env, problems);
  const config: Omit<ServiceConfig, 'mail'> = {
    host,
    port,
    siteOrigins,
    payments: readPayments(env, host, siteOrigins, problems),
    store: readStoreLocation(env, problems),
    adminToken: readAdminToken(env, problems),
    metricsPort: env.METRICS_PORT?.trim() ? readInteger(env, 'METRICS_PORT', 0, 1, 65535, problems) : null,
    sessionsPerMinute: readInteger(env, 'CHECKOUT_RATE_LIMIT', DEFAULT_SESSIONS_PER_MINUTE, 1, 1_000_000_000, problems),
    lookupsPerMinute: readInteger(env, 'ORDER_LOOKUP_RATE_LIMIT', DEFAULT_LOOKUPS_PER_MINUTE, 1, 1_000_000_000, problems),
    formsPerMinute: readInteger(env, 'FORM_RATE_LIMIT', DEFAULT_FORMS_PER_MINUTE, 1, 1_000_000_000, problems),
    vitalsPerMinute: readInteger(env, 'VITALS_RATE_LIMIT', DEFAULT_VITALS_PER_MINUTE, 1, 1_000_000_000, problems),
    trustedProxies: readTrustedProxies(env, problems),
    farmTimeZone: readFarmTimeZone(env, problems),
    holdBufferPercent: readInteger(env, 'WEIGHED_HOLD_BUFFER_PERCENT', DEFAULT_HOLD_BUFFER_PERCENT, 0, 100, problems),
  };
  const mail = readMail(env, siteOrigins, config.store, problems);
  if (problems.length) throw new ConfigError(problems);
  return { ...config, mail };
}

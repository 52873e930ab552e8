/**
 * `npm run orders -w checkout-service`: the farm's order list as a table, and with `--packing`
 * the quantity of each product over the paid orders of a period. Reads the store directly
 * (PostgreSQL, or a data directory no service owns); while a service owns the embedded directory,
 * asks that service instead, with ADMIN_TOKEN.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  API_PATHS,
  CHECKOUT_SERVICE,
  ORDER_STATUSES,
  type PackingLine,
  PackingListSchema,
  type StaffOrder,
  StaffOrderListSchema,
} from 'contract';
import { readStoreLocation } from '../config/config';
import { RequestError } from '../http/httpErrors';
import { parseOrderFilter, parseRange, type ListQuery } from '../exports/orderFilters';
import { orderTableRow, packingTableRow } from '../exports/orderExports';
import { staffView } from '../orders/orderViews';
import { DataDirInUseError, isDataDirLocked } from '../store/dataDirLock';
import { openStore } from '../store/openStore';
import { formatTable } from './printTable';

const USAGE = `Usage: npm run orders -w checkout-service [-- options]

  --status <list>   only these statuses, comma-separated: ${ORDER_STATUSES.join(', ')}
  --from <date>     created (with --packing: paid) on or after, e.g. 2026-11-01 (UTC) or 2026-11-01T08:00-03:00
  --to <date>       created (with --packing: paid) on or before; a date includes its whole day
  --limit <n>       at most this many orders, newest first (default 1000)
  --packing         the total quantity per product over the paid orders of the period (default: today, UTC)

Reads DATABASE_URL, or DATA_DIR (default checkout-service/.data). While a running service owns
DATA_DIR, asks it at CHECKOUT_SERVICE_URL (default http://127.0.0.1:$PORT, port ${CHECKOUT_SERVICE.port}) with ADMIN_TOKEN.`;

class CliError extends Error {}

interface Request {
  packing: boolean;
  query: ListQuery;
}

interface Source {
  list(query: ListQuery): Promise<StaffOrder[]>;
  packing(query: ListQuery): Promise<PackingLine[]>;
  close(): Promise<void>;
}

function readRequest(argv: string[], env: NodeJS.ProcessEnv): Request {
  const { values } = parseArgs({
    args: argv,
    options: {
      status: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      limit: { type: 'string' },
      packing: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) throw new CliError(USAGE);
  // `npm run orders --packing` (without `--`) hands the flag to npm, which passes it on as npm_config_packing.
  const packing = values.packing ?? env.npm_config_packing === 'true';
  const query: ListQuery = { status: values.status, from: values.from, to: values.to, limit: values.limit };
  if (packing && !query.from && !query.to) query.from = query.to = new Date().toISOString().slice(0, 10);
  return { packing, query };
}

async function storeSource(location: ReturnType<typeof readStoreLocation>): Promise<Source> {
  const store = await openStore(location, {
    log: (message) => console.error(message),
    onLockLost: () => undefined,
  });
  return {
    list: async (query) => (await store.orders.list(parseOrderFilter(query))).map(staffView),
    packing: (query) => store.orders.packingList(parseRange(query)),
    close: () => store.close(),
  };
}

/** A running service's answer, checked against the contract before a table is printed from it. */
function answerOf<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new CliError(
      'The checkout-service answered in a shape this command does not know; update the command or the service so both are the same version.',
    );
  return parsed.data;
}

function serviceSource(env: NodeJS.ProcessEnv): Source {
  const base = env.CHECKOUT_SERVICE_URL ?? `http://127.0.0.1:${env.PORT ?? CHECKOUT_SERVICE.port}`;
  const token = env.ADMIN_TOKEN?.trim();
  if (!token)
    throw new CliError(
      'A running checkout-service owns the data directory: set ADMIN_TOKEN to the token it was started with, so this command can ask it, or stop the service.',
    );
  const get = async (path: string, query: ListQuery) => {
    const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    let response: Response;
    try {
      response = await fetch(`${base}${path}?${params}`, { headers: { Authorization: `Bearer ${token}` } });
    } catch {
      throw new CliError(
        `The checkout-service owning the data directory does not answer at ${base}; set CHECKOUT_SERVICE_URL to its address.`,
      );
    }
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    if (response.status === 404)
      throw new CliError(
        `The checkout-service at ${base} was started without ADMIN_TOKEN; restart it with ADMIN_TOKEN set, or stop it and run this command again.`,
      );
    if (!response.ok) throw new CliError(body.error ?? `The checkout-service at ${base} answered ${response.status}.`);
    return body;
  };
  return {
    list: async (query) => answerOf(StaffOrderListSchema, await get(API_PATHS.adminOrders, query)).orders,
    packing: async (query) => answerOf(PackingListSchema, await get(API_PATHS.adminPacking, { from: query.from, to: query.to })).lines,
    close: async () => undefined,
  };
}

async function openSource(env: NodeJS.ProcessEnv): Promise<Source> {
  const problems: string[] = [];
  const location = readStoreLocation(env, problems);
  if (problems.length) throw new CliError(problems.join('\n'));
  if (location.kind === 'pglite' && location.dataDir && existsSync(location.dataDir) && (await isDataDirLocked(location.dataDir)))
    return serviceSource(env);
  try {
    return await storeSource(location);
  } catch (error) {
    // A service started between the check and the lock.
    if (error instanceof DataDirInUseError) return serviceSource(env);
    throw error;
  }
}

function print(request: Request, orders: StaffOrder[] | null, packing: PackingLine[] | null) {
  const { from, to } = request.query;
  const period = from || to ? ` (${from ?? 'the beginning'} to ${to ?? 'now'})` : '';
  if (packing) {
    console.log(`Packing list: paid orders${period}`);
    console.log(packing.length ? formatTable(packing.map(packingTableRow)) : 'No paid orders in this period.');
    return;
  }
  const shown = orders ?? [];
  console.log(`${shown.length} order${shown.length === 1 ? '' : 's'}${period}, newest first`);
  if (shown.length) console.log(formatTable(shown.map(orderTableRow)));
}

async function main() {
  const request = readRequest(process.argv.slice(2), process.env);
  const source = await openSource(process.env);
  try {
    if (request.packing) print(request, null, await source.packing(request.query));
    else print(request, await source.list(request.query), null);
  } finally {
    await source.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof CliError || error instanceof RequestError) console.error(error.message);
  else if (error instanceof Error && error.name === 'TypeError' && 'code' in error) console.error(`${error.message}\n\n${USAGE}`);
  else console.error(error);
  process.exit(1);
});

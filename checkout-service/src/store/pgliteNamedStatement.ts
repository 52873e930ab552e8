import { parse, PGlite, protocol, types, type Transaction } from '@electric-sql/pglite';
import { DrizzleQueryError, fillPlaceholders, type Query } from 'drizzle-orm';

/**
 * Named statements on the embedded store (docs/decisions/prepared-statements.md): PGlite's own
 * `query()` parses and plans every statement again, and crosses into its WebAssembly six times
 * per statement (parse, describe, bind, describe, execute, sync). Here a statement is parsed once
 * per database, and each run is one exchange: bind, describe, execute, sync.
 */

const { serialize } = protocol;

/** Each transaction handle PGlite gave drizzle, with the database it belongs to. */
const transactionOwners = new WeakMap<Transaction, PGlite>();

/**
 * Lets the named statements find the database behind a transaction: drizzle hands a checkout's
 * statements PGlite's transaction handle, which does not say whose it is.
 */
export function trackTransactions(client: PGlite): PGlite {
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      transactionOwners.set(tx, client);
      return callback(tx);
    });
  return client;
}

/** The embedded database a session's client is, or runs a transaction of; null for node-postgres. */
export function pgliteOf(client: unknown): { database: PGlite; inTransaction: boolean } | null {
  if (client instanceof PGlite) return { database: client, inTransaction: false };
  const owner = transactionOwners.get(client as Transaction);
  return owner ? { database: owner, inTransaction: true } : null;
}

/** The values drizzle's PGlite driver leaves as PostgreSQL wrote them (its `rawQueryConfig`), for `rowOf` to map. */
const RAW_TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const rawParsers = Object.fromEntries(RAW_TEXT_TYPES.map((type) => [type, (value: string) => value]));

type Serializer = (value: unknown) => string;
/** What each database has ready for its named statements. */
interface Prepared {
  /** Each named statement's parameter serializers, from PostgreSQL's description at its parse. */
  statements: Map<string, (Serializer | undefined)[]>;
  /**
   * The database's parsers with the raw-text ones over them, merged once: `parseResults` given
   * parsers copies its 300-odd into a new object on every call, 18 % of the service's time under
   * load (docs/performance-log.md, 27 November 2026, "PGlite's parsers copied per statement").
   * PGlite sets its parsers up as it opens, array types included; the store adds no type later.
   */
  parsers: PGlite['parsers'];
}
const preparedFor = new WeakMap<PGlite, Prepared>();

function preparedOf(database: PGlite): Prepared {
  let prepared = preparedFor.get(database);
  if (!prepared) {
    prepared = { statements: new Map(), parsers: { ...database.parsers, ...rawParsers } };
    preparedFor.set(database, prepared);
  }
  return prepared;
}

async function parseOnce(database: PGlite, name: string, text: string): Promise<(Serializer | undefined)[]> {
  const { statements } = preparedOf(database);
  let serializers = statements.get(name);
  if (!serializers) {
    const { messages } = await database.execProtocol(
      Buffer.concat([serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const description = messages.find((message) => message.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    serializers = (description?.dataTypeIDs ?? []).map((type) => database.serializers[type] as Serializer | undefined);
    statements.set(name, serializers);
  }
  return serializers;
}

async function run(database: PGlite, name: string, query: Query, values: Record<string, unknown>, inTransaction: boolean) {
  const params = fillPlaceholders(query.params, values);
  try {
    const serializers = await parseOnce(database, name, query.sql);
    const bound = params.map((value, index) =>
      value === null || value === undefined ? null : (serializers[index]?.(value) ?? String(value)),
    );
    const { messages } = await database.execProtocol(
      Buffer.concat([
        serialize.bind({ statement: name, values: bound }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      // As PGlite's own query(): its files are brought up to date after a statement outside a transaction.
      { syncToFs: !inTransaction },
    );
    const [result] = parse.parseResults(messages, preparedOf(database).parsers, { rowMode: 'object' });
    return result.rows as Record<string, unknown>[];
  } catch (error) {
    throw new DrizzleQueryError(query.sql, params, error as Error);
  }
}

/**
 * Runs the named statement `name` (`query`, built by drizzle) with `values`. Inside a transaction
 * it takes only the statement lock, as the transaction's own statements do; outside one it waits
 * for any transaction to end first, as PGlite's `query()` does.
 */
export function runNamedOnPglite(
  { database, inTransaction }: { database: PGlite; inTransaction: boolean },
  name: string,
  query: Query,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  const statement = () => database.runExclusive(() => run(database, name, query, values, inTransaction));
  return inTransaction ? statement() : database._runExclusiveTransaction(statement);
}

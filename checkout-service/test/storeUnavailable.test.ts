import { isStoreUnavailable } from '../src/store/storeUnavailable';

/** Drizzle wraps the driver's error: the store's failure is in `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('a failure is "the order store is unreachable" (503, Retry-After) only when the database itself is away', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' })],
    ['a server shutting down (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a server starting up (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a lost connection (class 08)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a connection closed under a query', new Error('Connection terminated unexpectedly')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
  ])('%s, as thrown or wrapped by the query builder', (_name, error) => {
    expect(isStoreUnavailable(error)).toBe(true);
    expect(isStoreUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', Object.assign(new Error('duplicate key value'), { code: '23505' })],
    ['a serialization failure (40001)', Object.assign(new Error('could not serialize access'), { code: '40001' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a thrown string', 'boom'],
    ['nothing', undefined],
  ])('not %s: that stays our fault, a 500 in the log', (_name, error) => {
    expect(isStoreUnavailable(error)).toBe(false);
    expect(isStoreUnavailable(wrapped(error))).toBe(false);
  });
});

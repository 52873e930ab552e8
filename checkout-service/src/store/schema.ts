/**
 * The order store's tables, the one schema for both back ends (embedded PGlite and PostgreSQL).
 * A change here is followed by `npm run db:generate`, which writes the next SQL migration in drizzle/.
 */

export * from './schema/orders';
export * from './schema/staff';
export * from './schema/outbox';
export * from './schema/stock';
export * from './schema/visitors';
export * from './schema/delivery';
export * from './schema/vitals';
export * from './schema/rateLimits';

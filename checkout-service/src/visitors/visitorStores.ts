import type { Database } from '../store/database';

/**
 * The stores of what visitors send (docs/product.md#visitors-forms), one per kind of record, on the
 * order store's database: each kind keeps only what its purpose needs (docs/operations.md#personal-data).
 */
export function createVisitorStores(db: Database) {
  return { db };
}

export type VisitorStores = ReturnType<typeof createVisitorStores>;

import type { Database } from '../store/database';
import { createBoxRequestStore } from './boxRequests/boxRequestStore';
import { createCommentStore } from './comments/commentStore';
import { createContactStore } from './contact/contactStore';

/**
 * The stores of what visitors send (docs/product.md#visitors-forms), one per kind of record, on the
 * order store's database: each kind keeps only what its purpose needs (docs/operations.md#personal-data).
 */
export function createVisitorStores(db: Database) {
  return {
    db,
    contact: createContactStore(db),
    boxRequests: createBoxRequestStore(db),
    comments: createCommentStore(db),
  };
}

export type VisitorStores = ReturnType<typeof createVisitorStores>;

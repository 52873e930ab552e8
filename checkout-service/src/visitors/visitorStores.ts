import type { Database } from '../store/database';
import { createBoxRequestStore } from './boxRequests/boxRequestStore';
import { createCommentStore } from './comments/commentStore';
import { createContactStore } from './contact/contactStore';
import { createNewsletterStore } from './newsletter/newsletterStore';
import { createPrivacyStore } from './privacy/privacyStore';

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
    newsletter: createNewsletterStore(db),
    privacy: createPrivacyStore(db),
  };
}

export type VisitorStores = ReturnType<typeof createVisitorStores>;

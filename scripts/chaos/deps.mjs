/**
 * The packages the chaos run borrows from checkout-service's dependencies (pg, smtp-server,
 * mailparser): resolved from that workspace, so the root package needs none of them itself.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const fromService = createRequire(path.join(root, 'checkout-service', 'package.json'));

export const borrow = (name) => fromService(name);

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The checkout-service package's own folder, found from this file's location, never from the
 * working directory: the code runs from src/ under jest and from the bundle in dist/, and
 * `npm start` launches it from the repository root.
 */
function packageDir(from: string = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'checkout-service') return dir;
    if (path.dirname(dir) === dir) throw new Error(`The checkout-service package folder was not found above ${from}.`);
  }
}

/** The versioned SQL migrations written by drizzle-kit, shipped with the package. */
export const migrationsFolder = () => path.join(packageDir(), 'drizzle');

/** Where the embedded database lives unless DATA_DIR says otherwise (git-ignored). */
export const defaultDataDir = () => path.join(packageDir(), '.data');

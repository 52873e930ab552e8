import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** The lock is renewed this often... */
const UPDATE_MS = 5_000;
/** ...and taken over when it has not been for this long: the owner crashed. */
export const STALE_MS = 15_000;
export const LOCK_NAME = 'owner.lock';

export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another checkout-service process: stop that one or give this one another DATA_DIR (services that share orders need DATABASE_URL).`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Makes this process the one owner of an embedded database directory. An embedded database has
 * no server arbitrating between processes: two writers would corrupt it. The lock is a directory
 * whose modification time the owner renews, so a crashed owner's lock goes stale and is taken over;
 * it is removed on a normal exit.
 */
export async function lockDataDir(dataDir: string, onLost: (error: Error) => void): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  try {
    const release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, LOCK_NAME),
      stale: STALE_MS,
      update: UPDATE_MS,
      realpath: false,
      onCompromised: onLost,
    });
    return { release };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
}

/** True while a live process owns the directory (used by the orders command to decide how to read). */
export const isDataDirLocked = (dataDir: string) =>
  lockfile.check(dataDir, { lockfilePath: path.join(dataDir, LOCK_NAME), stale: STALE_MS, realpath: false });

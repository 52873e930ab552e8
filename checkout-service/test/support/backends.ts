import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { StoreLocation } from '../../src/store/openStore';

/** A new, empty database in the run's PostgreSQL cluster (test/support/postgres). */
async function freshPostgresDatabase(): Promise<{ location: StoreLocation; cleanup(): Promise<void> }> {
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) throw new Error('TEST_POSTGRES_URL is not set: run the tests through jest.config.js, whose globalSetup starts PostgreSQL.');
  const name = `orders_${randomUUID().replace(/-/g, '')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    location: { kind: 'postgres', url: url.href },
    cleanup: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A new, empty embedded data directory. */
async function freshDataDir(): Promise<{ location: StoreLocation; cleanup(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'terra-verde-orders-'));
  return { location: { kind: 'pglite', dataDir: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** The two back ends every store test runs on. */
export const BACKENDS: Array<[string, () => Promise<{ location: StoreLocation; cleanup(): Promise<void> }>]> = [
  ['PGlite in a data directory', freshDataDir],
  ['PostgreSQL', freshPostgresDatabase],
];

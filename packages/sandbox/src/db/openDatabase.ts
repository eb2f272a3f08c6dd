import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { trackWrites } from '../cache/writeEpoch.js';
import { migrationsFolder } from './migrationsFolder.js';
import { nameStatements } from './namedStatements.js';
import * as schema from './schema.js';
import { SEED_VERSION, seed } from './seed.js';
import { rebaseSeedTimes } from './seedHistory.js';
import type { Db } from './types.js';

/** Where the sandbox keeps its data. */
export interface DatabaseOptions {
  /** PGlite data folder; omitted means in memory. Ignored with `databaseUrl`. */
  dataDir?: string | undefined;
  /** A real PostgreSQL (`postgres://...`); wins over `dataDir`. */
  databaseUrl?: string | undefined;
  /** Drop everything and start from the seed. */
  reset?: boolean | undefined;
}

/** An open database and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Opens (and on first use migrates and seeds) the sandbox database. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.reset ?? false);
  return openPglite(options.dataDir, options.reset ?? false);
}

async function openPglite(dataDir: string | undefined, reset: boolean): Promise<Database> {
  if (dataDir && reset) rmSync(dataDir, { recursive: true, force: true });
  const fresh = !dataDir || !existsSync(join(dataDir, 'PG_VERSION'));
  let client: PGlite;
  if (fresh) {
    // Restoring a seeded snapshot takes ~0.4 s; initdb plus seed takes 2 s or more.
    const snapshot = await seededSnapshot();
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    // 'memory://' must be explicit: with no dataDir PGlite ignores loadDataDir.
    client = new PGlite(dataDir ?? 'memory://', { loadDataDir: new Blob([snapshot]) });
  } else {
    client = new PGlite(dataDir);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // This process is the only writer: caches of changing rows key on its write counter.
  trackWrites(db, client);
  // An existing data folder may predate newer migrations.
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  // The cached snapshot may be days old: seeded times move up to now (charts, periods).
  if (fresh) await rebaseSeedTimes(db);
  return { db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string, reset: boolean): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Repeated queries (every request's) are parsed once per connection (P8).
  nameStatements(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  if (reset) {
    await db.execute(sql`drop schema if exists public cascade`);
    await db.execute(sql`drop schema if exists drizzle cascade`);
    await db.execute(sql`create schema public`);
  }
  await migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() });
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.rates);
  if (n === 0) await seed(db);
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** Key of the snapshot: changes whenever a migration or the seed does. */
function snapshotKey(): string {
  const folder = migrationsFolder();
  const hash = createHash('sha256').update(`seed:${SEED_VERSION}`);
  for (const file of readdirSync(folder).sort()) {
    if (file.endsWith('.sql')) hash.update(file).update(readFileSync(join(folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A migrated, seeded PGlite data directory as a tarball, built once and cached on disk. */
export async function seededSnapshot(): Promise<Uint8Array<ArrayBuffer>> {
  const cacheDir = join(tmpdir(), 'flexportal-sandbox');
  const file = join(cacheDir, `seed-${snapshotKey()}.tar.gz`);
  if (existsSync(file)) return new Uint8Array(readFileSync(file));
  const client = new PGlite();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  await seed(db);
  const blob = await client.dumpDataDir('gzip');
  await client.close();
  const bytes = new Uint8Array(await blob.arrayBuffer());
  mkdirSync(cacheDir, { recursive: true });
  // Written under a temporary name first so a parallel reader never sees half a file; a
  // failed write (full disk) leaves no half file behind either.
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, bytes);
    renameSync(tmp, file);
  } finally {
    rmSync(tmp, { force: true });
  }
  return bytes;
}

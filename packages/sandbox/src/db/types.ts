import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/** A drizzle database over PGlite or node-postgres; routes use only this common face. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

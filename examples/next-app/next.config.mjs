import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
export default {
  // The monorepo's root: the @flexportal packages are workspace links outside this folder.
  turbopack: { root: join(here, '../..') },
  outputFileTracingRoot: join(here, '../..'),
  // The repository's typecheck covers this app (`pnpm run typecheck`): not a second time
  // in every build.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
};

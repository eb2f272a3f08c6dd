import { seededSnapshot } from '@flexportal/sandbox';

/** Builds the seeded PGlite snapshot once, before test files restore it in parallel. */
export default async function setup(): Promise<void> {
  await seededSnapshot();
}

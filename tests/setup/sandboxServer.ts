import { startServer } from '@flexportal/sandbox';
import type { TestProject } from 'vitest/node';

/** Starts one real sandbox (in-memory PGlite, seeded) for the component tests. */
export default async function setup(project: TestProject) {
  const server = await startServer({ port: 0 });
  project.provide('sandboxApiUrl', server.apiUrl);
  return () => server.close();
}

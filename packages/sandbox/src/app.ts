import { OpenAPIHono } from '@hono/zod-openapi';
import type { Db } from './db/types.js';
import { corsMiddleware } from './http/cors.js';
import { onError, validationBody } from './http/errors.js';
import { registerRates } from './routes/rates.js';

/** The API version root every route lives under. */
export const API_BASE = '/api/v2';

/** Options of {@link createApp}. */
export interface AppOptions {
  /** Origins allowed by CORS; default: loopback origins only. */
  corsOrigins?: readonly string[] | undefined;
}

/** Builds the Hono app of the API v2 over an open database. No I/O happens here. */
export function createApp(db: Db, options: AppOptions = {}) {
  const api = new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(validationBody(result.error), 422);
    },
  });
  api.use('*', corsMiddleware(options.corsOrigins));
  registerRates(api, db);
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Flexportal API v2 (sandbox)', version: '0.1.0' },
  });
  api.notFound((c) => c.json({ message: 'Not Found' }, 404));
  api.onError(onError);

  const root = new OpenAPIHono();
  root.route(API_BASE, api);
  root.get('/', (c) => c.json({ name: 'flexportal-sandbox', api: API_BASE }));
  root.notFound((c) => c.json({ message: 'Not Found' }, 404));
  root.onError(onError);
  return root;
}

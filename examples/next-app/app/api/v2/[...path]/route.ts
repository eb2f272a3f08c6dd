// The partner's /api/v2: a same-origin proxy to the Flexportal API (docs/getting-started.md).
// Same origin, no CORS preflights; the browser's headers go through as they came.
const api = () =>
  process.env.FLEXPORTAL_API ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8080}/api/v2`;

// Hop-by-hop and recomputed headers stay behind.
const DROP = new Set([
  'host',
  'connection',
  'content-length',
  'content-encoding',
  'transfer-encoding',
]);

async function proxy(request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path } = await context.params;
  const url = new URL(request.url);
  const headers = new Headers();
  for (const [name, value] of request.headers) if (!DROP.has(name)) headers.set(name, value);
  const body =
    request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  const answer = await fetch(`${api()}/${path.map(encodeURIComponent).join('/')}${url.search}`, {
    method: request.method,
    headers,
    body,
    redirect: 'manual',
    cache: 'no-store',
  });
  const out = new Headers();
  for (const [name, value] of answer.headers) if (!DROP.has(name)) out.set(name, value);
  return new Response(answer.body, { status: answer.status, headers: out });
}

export const dynamic = 'force-dynamic';
export { proxy as DELETE, proxy as GET, proxy as PATCH, proxy as POST, proxy as PUT };

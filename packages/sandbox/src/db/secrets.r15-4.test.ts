import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type RunningServer, startServer } from '../server.js';
import { DEMO_EMAILS, DEMO_PASSWORD } from './demoLogins.js';

// R15.4: private channels and tokens are signed with secrets of this data directory, made at
// its first start; nothing signs with a default anyone can read.
const DOCUMENTED_DEFAULT = 'sandbox-secret';
const servers: RunningServer[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function start(dataDir?: string): Promise<RunningServer> {
  const server = await startServer({ port: 0, dataDir });
  servers.push(server);
  return server;
}

async function login(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAILS.acme, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: { access_token: string } } }).data.token
    .access_token;
}

const me = async (server: RunningServer, token: string) =>
  (await fetch(`${server.apiUrl}/auth/me`, { headers: { Authorization: `Bearer ${token}` } }))
    .status;

/** Subscribes to a private channel signed with `secret`; the server's answer event. */
async function forgedSubscribe(server: RunningServer, secret: string): Promise<string> {
  const { wsHost, wsPort, key } = server.live;
  const ws = new WebSocket(`ws://${wsHost}:${wsPort}/app/${key}?protocol=7`);
  const events: Array<{ event: string; data: string }> = [];
  const nextEvent = () =>
    new Promise<{ event: string; data: string }>((resolve) => {
      const queued = events.shift();
      if (queued) return resolve(queued);
      ws.once('message', (raw) => resolve(JSON.parse(raw.toString())));
    });
  const established = await nextEvent();
  const socketId = (JSON.parse(established.data) as { socket_id: string }).socket_id;
  const channel = 'private-company.1';
  const mac = createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');
  ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: `${key}:${mac}` } }));
  const answer = await nextEvent();
  ws.close();
  return answer.event;
}

describe('R15.4 secrets per data directory', () => {
  it('refuses the documented default, keeps a data folder its keys, gives each sandbox its own', async () => {
    const memory = await start();
    const forged = await forgedSubscribe(memory, DOCUMENTED_DEFAULT);
    const other = await start();
    const sameSecretElsewhere = memory.live.secret === other.live.secret;
    const crossToken = await me(other, await login(memory));

    const dir = mkdtempSync(join(tmpdir(), 'flexportal-r18-'));
    dirs.push(dir);
    const first = await start(dir);
    const token = await login(first);
    await first.close();
    servers.splice(servers.indexOf(first), 1);
    const again = await start(dir);
    const afterRestart = await me(again, token);
    const liveKept = again.live.secret === first.live.secret;

    const docs = readFileSync(new URL('../../../../docs/sandbox.md', import.meta.url), 'utf8');
    const documented = docs.includes(DOCUMENTED_DEFAULT);
    console.log(
      `R15.4 subscription signed with the documented default: ${forged}; two sandboxes share a channel secret: ${sameSecretElsewhere}, accept each other's tokens: ${crossToken === 200}; a data folder keeps its token key over a restart: ${afterRestart === 200}, its channel secret: ${liveKept}; default in docs/sandbox.md: ${documented}`,
    );
    expect(forged).toBe('pusher:subscription_error');
    expect(sameSecretElsewhere).toBe(false);
    expect(crossToken).toBe(401);
    expect(afterRestart).toBe(200);
    expect(liveKept).toBe(true);
    expect(documented).toBe(false);
  }, 120_000);
});

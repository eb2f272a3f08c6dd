import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';

/** App credentials of the Pusher-protocol endpoint (what pusher-js is configured with). */
export interface LiveCredentials {
  appId: string;
  key: string;
  secret: string;
}

interface Client {
  socket: WebSocket;
  socketId: string;
  channels: Set<string>;
}

const frame = (event: string, data: unknown, channel?: string) =>
  JSON.stringify({
    event,
    ...(channel ? { channel } : {}),
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });

/**
 * A Pusher protocol 7 server on `ws`: connection_established, ping/pong, subscribe and
 * unsubscribe, private channels authorised by HMAC-SHA256 of `socket_id:channel` with the
 * app secret, and `publish` for the sandbox's own events. pusher-js 8 connects to it with
 * `wsHost, wsPort, forceTLS: false, enabledTransports: ['ws']`.
 */
export class LiveHub {
  readonly credentials: LiveCredentials;
  private readonly clients = new Set<Client>();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });

  constructor(credentials: Partial<LiveCredentials> = {}) {
    this.credentials = {
      appId: credentials.appId ?? 'flexportal-sandbox',
      key: credentials.key ?? 'sandbox-key',
      // No usable default: without a stored secret, a random one for this process (R15.4).
      secret: credentials.secret ?? randomBytes(32).toString('hex'),
    };
  }

  /** The signature a private subscription must carry: `key:hex(hmac(socket_id:channel))`. */
  sign(socketId: string, channel: string): string {
    const mac = createHmac('sha256', this.credentials.secret)
      .update(`${socketId}:${channel}`)
      .digest('hex');
    return `${this.credentials.key}:${mac}`;
  }

  /** Node `upgrade` handler: accepts `/app/{key}` and refuses anything else. */
  handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== `/app/${this.credentials.key}`) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws));
  };

  private accept(socket: WebSocket): void {
    const client: Client = {
      socket,
      socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`,
      channels: new Set(),
    };
    this.clients.add(client);
    socket.send(
      frame('pusher:connection_established', { socket_id: client.socketId, activity_timeout: 120 }),
    );
    socket.on('message', (raw) => this.onMessage(client, raw.toString()));
    socket.on('close', () => this.clients.delete(client));
    socket.on('error', () => this.clients.delete(client));
  }

  private onMessage(client: Client, raw: string): void {
    let msg: { event?: unknown; data?: unknown };
    try {
      msg = JSON.parse(raw) as { event?: unknown; data?: unknown };
    } catch {
      client.socket.send(frame('pusher:error', { code: 4200, message: 'Malformed message' }));
      return;
    }
    let data = msg.data as { channel?: unknown; auth?: unknown } | string | undefined;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data) as { channel?: unknown; auth?: unknown };
      } catch {
        data = undefined;
      }
    }
    const payload = (data ?? {}) as { channel?: unknown; auth?: unknown };
    switch (msg.event) {
      case 'pusher:ping':
        client.socket.send(frame('pusher:pong', {}));
        return;
      case 'pusher:subscribe': {
        const channel = typeof payload.channel === 'string' ? payload.channel : '';
        if (!/^[-a-zA-Z0-9_=@,.;]{1,164}$/.test(channel)) {
          client.socket.send(
            frame('pusher:error', { code: 4009, message: 'Invalid channel name' }),
          );
          return;
        }
        if (channel.startsWith('private-') || channel.startsWith('presence-')) {
          const expected = Buffer.from(this.sign(client.socketId, channel));
          const given = Buffer.from(typeof payload.auth === 'string' ? payload.auth : '');
          if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
            client.socket.send(
              frame(
                'pusher:subscription_error',
                { type: 'AuthError', error: 'Invalid signature', status: 401 },
                channel,
              ),
            );
            return;
          }
        }
        client.channels.add(channel);
        client.socket.send(frame('pusher_internal:subscription_succeeded', {}, channel));
        return;
      }
      case 'pusher:unsubscribe':
        if (typeof payload.channel === 'string') client.channels.delete(payload.channel);
        return;
      default:
        // Client events are not supported by the sandbox.
        return;
    }
  }

  /**
   * Whether any open connection listens on `channel`: a publisher can skip reading what
   * it would send (the balances after a money move) when nobody would receive it.
   */
  hasSubscribers(channel: string): boolean {
    for (const client of this.clients) {
      if (client.channels.has(channel) && client.socket.readyState === WebSocket.OPEN) return true;
    }
    return false;
  }

  /** Sends an event to every subscriber of a channel. */
  publish(channel: string, event: string, data: unknown): void {
    const message = frame(event, data, channel);
    for (const client of this.clients) {
      if (client.channels.has(channel) && client.socket.readyState === WebSocket.OPEN)
        client.socket.send(message);
    }
  }

  /** Closes every connection. */
  close(): void {
    for (const client of this.clients) client.socket.terminate();
    this.clients.clear();
    this.wss.close();
  }
}

import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CompanyEventPayloads } from '../contract/live.js';
import type { AuthCodeEvent } from '../otp/createOtp.js';
import { reconnectDelay } from './backoff.js';
import {
  ANNOUNCE_CHANNEL,
  AUTH_CODE_EVENT,
  COMPANY_EVENTS,
  type CompanyEvent,
  companyChannel,
  type LiveStatus,
  toLiveStatus,
} from './liveEvents.js';

/** The part of a pusher-js channel the live channel uses. */
interface ChannelLike {
  /** Listens to an event of the channel. */
  bind(event: string, callback: (data: unknown) => void): unknown;
}
/** The part of a pusher-js client the live channel uses. */
export interface PusherLike {
  /** The connection, whose `state_change` events drive our states. */
  connection: { bind(event: string, callback: (data: unknown) => void): unknown };
  /** Joins a channel. */
  subscribe(name: string): ChannelLike;
  /** Leaves a channel. */
  unsubscribe(name: string): void;
  /** Opens the connection. */
  connect(): void;
  /** Closes the connection. */
  disconnect(): void;
}
/** A pusher-js constructor. */
export type PusherConstructor = new (key: string, options: Record<string, unknown>) => PusherLike;

/** Where the live server is: a Pusher-protocol app key and host options. */
interface LiveConfig {
  /** Pusher app key. */
  key: string;
  /** Extra pusher-js options (cluster, wsHost, wsPort, forceTLS, enabledTransports...). */
  options?: Record<string, unknown>;
  /** Private channel authorization endpoint; defaults to `{baseURL}/broadcasting/auth`. */
  authEndpoint?: string;
}

/** Live channel state (AC-4-06). */
interface LiveState {
  /** Connection state (AC-4-06). */
  status: LiveStatus;
  /** Reconnect attempts since the last connected state. */
  attempt: number;
  /** The company whose private channel is subscribed, or null. */
  companyId: number | string | null;
}

/** What the live channel needs from its client. */
export interface LiveOptions {
  /** API v2 root; the default auth endpoint hangs off it. */
  baseURL: string;
  /** The bearer for private channel authorization. */
  getToken: () => string | null;
  /** Called with each announce-channel auth-code event (the OTP store opens those sealed for it). */
  onAuthCode: (event: AuthCodeEvent) => void;
  /** Loads pusher-js; defaults to a dynamic import so it never lands in the main chunk. */
  load?: () => Promise<PusherConstructor>;
  /** Jitter source in [0, 1); defaults to Math.random. */
  random?: () => number;
  /** Where load failures are logged; defaults to console.warn. */
  log?: (message: string, error?: unknown) => void;
}

/** The live channel of one client (AC-7live). */
export interface Live {
  /** The vanilla zustand store of {@link LiveState}. */
  store: StoreApi<LiveState>;
  /** Loads pusher-js, connects, joins the announce channel and, with a company, its private channel. */
  connect(config: LiveConfig, companyId?: number | string | null): Promise<void>;
  /** Disconnects for good (no reconnect). */
  disconnect(): void;
  /** Listens to a private channel event; returns an unsubscribe. */
  on<E extends CompanyEvent>(
    event: E,
    listener: (data: CompanyEventPayloads[E]) => void,
  ): () => void;
}

const defaultLoad = async (): Promise<PusherConstructor> => {
  const mod = (await import('pusher-js')) as unknown as { default?: PusherConstructor };
  return (mod.default ?? mod) as PusherConstructor;
};

/** Creates the live channel. Nothing loads or connects until {@link Live.connect}. */
export function createLive(options: LiveOptions): Live {
  const log = options.log ?? ((m: string, e?: unknown) => console.warn(m, e));
  const store = createStore<LiveState>(() => ({ status: 'idle', attempt: 0, companyId: null }));
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  let pusher: PusherLike | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  // Our own disconnect before a reconnect also reports 'disconnected': not a new failure.
  let expectDisconnect = false;
  let generation = 0;

  const clearRetry = () => {
    if (retry) clearTimeout(retry);
    retry = null;
  };
  const scheduleReconnect = () => {
    if (stopped || retry || !pusher) return;
    const { attempt } = store.getState();
    const delay = reconnectDelay(attempt, options.random);
    store.setState({ attempt: attempt + 1 });
    retry = setTimeout(() => {
      retry = null;
      if (stopped || !pusher) return;
      expectDisconnect = true;
      pusher.disconnect();
      pusher.connect();
    }, delay);
  };
  const emit = (event: string, data: unknown) => {
    for (const l of [...(listeners.get(event) ?? [])]) l(data);
  };

  const live: Live = {
    store,
    async connect(config, companyId = null) {
      if (pusher) live.disconnect();
      const run = ++generation;
      stopped = false;
      store.setState({ status: 'connecting', attempt: 0, companyId });
      let Pusher: PusherConstructor;
      try {
        Pusher = await (options.load ?? defaultLoad)();
      } catch (error) {
        log('Live channel library failed to load', error);
        store.setState({ status: 'error' });
        return;
      }
      // A disconnect or a newer connect while pusher-js was loading wins.
      if (stopped || run !== generation) return;
      const client = new Pusher(config.key, {
        ...config.options,
        channelAuthorization: {
          endpoint: config.authEndpoint ?? `${options.baseURL}/broadcasting/auth`,
          transport: 'ajax',
          headersProvider: () => {
            const token = options.getToken();
            return token ? { Authorization: `Bearer ${token}` } : {};
          },
        },
      });
      pusher = client;
      // 'connected' only once the company channel is subscribed too: an event published
      // between the socket's connect and the subscription would be missed (issue 20).
      let socketUp = false;
      let channelUp = companyId === null;
      const settle = () => {
        if (socketUp && channelUp) store.setState({ status: 'connected', attempt: 0 });
      };
      client.connection.bind('state_change', (change) => {
        if (pusher !== client) return;
        const status = toLiveStatus((change as { current?: string })?.current ?? '');
        socketUp = status === 'connected';
        if (status === 'connected') {
          clearRetry();
          // pusher-js subscribes the channels again after each connect.
          if (companyId !== null) channelUp = false;
          store.setState({ attempt: 0 });
          settle();
        } else if (status === 'disconnected' && expectDisconnect) {
          expectDisconnect = false;
        } else {
          store.setState({ status });
          if (status === 'unavailable' || status === 'error' || status === 'disconnected')
            scheduleReconnect();
        }
      });
      client.subscribe(ANNOUNCE_CHANNEL).bind(AUTH_CODE_EVENT, (data) => {
        const e = data as Partial<AuthCodeEvent> | null;
        if (e && typeof e.identifier === 'string' && e.otp != null)
          options.onAuthCode({ otp: String(e.otp), identifier: e.identifier });
      });
      if (companyId !== null) {
        const channel = client.subscribe(companyChannel(companyId));
        for (const event of COMPANY_EVENTS) channel.bind(event, (data) => emit(event, data));
        channel.bind('pusher:subscription_succeeded', () => {
          if (pusher !== client) return;
          channelUp = true;
          settle();
        });
      }
    },
    disconnect() {
      stopped = true;
      generation++;
      clearRetry();
      const client = pusher;
      pusher = null;
      client?.disconnect();
      store.setState({ status: 'disconnected', companyId: null });
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      // The payload is passed on as the server sent it: typed by the contract, not parsed
      // here (the client stays zod-free; listeners only drop cache entries or re-read).
      const typed = listener as (data: unknown) => void;
      set.add(typed);
      return () => set.delete(typed);
    },
  };
  return live;
}

// The few parts of a fetch wrapper the client uses, in place of ofetch (with ufo and destr,
// 3.5 KB gz of the script-tag runtime every screen downloads; this file is about 0.6 KB).
// Same conventions as before: JSON bodies, parsed answers, a FetchError carrying `response`
// and `data` for anything but 2xx, and one immediate retry of a GET (docs/decisions.md).
import type { UploadProgress } from './xhrFetch.js';

/** A query's values, any object: undefined leaves a key out, an array repeats it. */
type Query = object;

/** Options of one request. */
export interface FetchOptions extends Omit<RequestInit, 'body' | 'headers'> {
  /** A plain object or array is sent as JSON; anything else as is. */
  body?: unknown;
  headers?: HeadersInit;
  /** Appended to the URL. */
  query?: Query;
  /** Repeats after a network error or a status of `retryStatusCodes`; default 1 for GET/HEAD. */
  retry?: number | false;
  /** Statuses that are repeated; default none. */
  retryStatusCodes?: readonly number[];
  /** Reports the upload of the body (sent over XMLHttpRequest where there is one). */
  onUploadProgress?: UploadProgress;
}

/** A request that failed: `response` and its parsed `data` when the server answered. */
export class FetchError extends Error {
  override name = 'FetchError';
  /** The answer, when there was one. */
  response?: Response;
  /** The answer's parsed body. */
  data?: unknown;
  /** The answer's status. */
  status?: number;
}

/** What {@link createFetcher} is configured with. */
interface FetcherOptions {
  baseURL: string;
  /** Sets the request's headers (called before each attempt). */
  onRequest: (headers: Headers) => void;
  /** Sees every answer, successful or not. */
  onResponse: (response: Response) => void;
  fetch?: typeof globalThis.fetch;
}

/** `path` under `base` (an absolute URL is left as is). */
export function joinURL(base: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || !base) return path;
  const root = base.replace(/\/+$/, '');
  if (path.startsWith(`${root}/`)) return path;
  return `${root}/${path.replace(/^\/+/, '')}`;
}

/** `url` with `query` appended (undefined values left out, arrays as repeated keys). */
export function withQuery(url: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      params.append(
        key,
        item === null ? '' : typeof item === 'object' ? JSON.stringify(item) : String(item),
      );
    }
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

const isJSONBody = (body: unknown) =>
  body !== null &&
  typeof body === 'object' &&
  (Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype);

/** The answer's body: JSON parsed (text when it is not JSON), text, or a Blob. */
async function readBody(response: Response, method: string): Promise<unknown> {
  if (!response.body || [101, 204, 205, 304].includes(response.status) || method === 'HEAD')
    return undefined;
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (!type || /^application\/([\w!#$%&*.^`~-]*\+)?json$/i.test(type)) {
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  // XML itself is text; an Office file's type (`...openxmlformats-officedocument...`) is not.
  const textual = type.startsWith('text/') || /[/+]xml$|html|svg/.test(type);
  return textual ? response.text() : response.blob();
}

function failure(method: string, url: string, response?: Response, cause?: unknown) {
  const status = response ? `${response.status} ${response.statusText}` : '<no response>';
  const detail = cause instanceof Error ? ` ${cause.message}` : '';
  const error = new FetchError(`[${method}] ${JSON.stringify(url)}: ${status}${detail}`, {
    cause,
  });
  if (response) Object.assign(error, { response: bodiless(response), status: response.status });
  return error;
}

/**
 * The answer without its body (status, status text, headers), for a {@link FetchError}. The
 * fetched one keeps its body stream, the stream the request's abort signal, and a signal
 * aborted when its screen unmounts keeps, through its reason's stack, that whole screen: a
 * failure a screen logged (the console keeps what it was given) kept every removed copy of
 * it alive (P9, issue 26). The body is already read into `data`.
 */
function bodiless(response: Response): Response {
  try {
    return new Response(null, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } catch {
    // A status the constructor refuses (an opaque answer's 0): the answer as it is.
    return response;
  }
}

/** A fetch of JSON answers under `baseURL`. */
export function createFetcher(options: FetcherOptions) {
  return async function fetchJson<T>(path: string, req: FetchOptions = {}): Promise<T> {
    const {
      body,
      query,
      retry,
      retryStatusCodes = [],
      headers: given,
      onUploadProgress,
      ...init
    } = req;
    // The XMLHttpRequest fetch serves uploads that report progress only: loaded then, so a
    // page without an upload does not carry it (issue 41's sizes).
    const send: typeof fetch =
      onUploadProgress && typeof XMLHttpRequest !== 'undefined'
        ? (input, sent) =>
            import('./xhrFetch.js').then(({ xhrFetch }) => xhrFetch(onUploadProgress)(input, sent))
        : (options.fetch ?? globalThis.fetch);
    const method = (init.method ?? 'GET').toUpperCase();
    const url = withQuery(joinURL(options.baseURL, path), query);
    let retries = retry === false ? 0 : (retry ?? (method === 'GET' || method === 'HEAD' ? 1 : 0));
    for (;;) {
      const headers = new Headers(given);
      options.onRequest(headers);
      let payload = body as BodyInit | undefined;
      if (isJSONBody(body)) {
        payload = JSON.stringify(body);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
      let response: Response;
      try {
        response = await send(url, {
          ...init,
          method,
          headers,
          body: payload ?? null,
        });
      } catch (cause) {
        const aborted = (cause as Error)?.name === 'AbortError';
        if (!aborted && retries-- > 0) continue;
        throw failure(method, url, undefined, cause);
      }
      options.onResponse(response);
      const data = await readBody(response, method);
      if (response.ok) return data as T;
      if (retries-- > 0 && retryStatusCodes.includes(response.status)) continue;
      throw Object.assign(failure(method, url, response), { data });
    }
  };
}

/** Reports how much of a request body was sent: bytes so far and in all. */
export type UploadProgress = (loaded: number, total: number) => void;

/** The finished request as a standard `Response`. */
function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  const empty = [101, 204, 205, 304].includes(xhr.status);
  return new Response(empty ? null : (xhr.response as ArrayBuffer), {
    status: xhr.status,
    statusText: xhr.statusText,
    headers,
  });
}

/**
 * A `fetch` over XMLHttpRequest for uploads that report their progress (`fetch` cannot tell
 * how much of a body was sent). Only the fetcher uses it, for a request with
 * `onUploadProgress`; headers, status and body come back as a standard `Response`.
 */
export function xhrFetch(onProgress: UploadProgress): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', String(input));
      new Headers(init.headers).forEach((value, key) => {
        xhr.setRequestHeader(key, value);
      });
      // An ArrayBuffer, not a Blob: every realm's `Response` takes it (a jsdom Blob is not
      // one Node's `Response` can read).
      xhr.responseType = 'arraybuffer';
      xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : 0);
      xhr.onload = () => {
        try {
          resolve(responseOf(xhr));
        } catch (error) {
          // A response that cannot be built fails the request instead of leaving it pending.
          reject(error);
        }
      };
      const fail = (name: string) => () => reject(new DOMException('Network error', name));
      xhr.onerror = fail('TypeError');
      xhr.onabort = fail('AbortError');
      init.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

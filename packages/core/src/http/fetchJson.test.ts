import { describe, expect, it } from 'vitest';
import { createFetcher, FetchError, joinURL, withQuery } from './fetchJson.js';

/** A fetch answering `response` and recording each request. */
function answering(response: () => Response) {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return response();
  };
  const fetcher = createFetcher({
    baseURL: 'http://api.test/api/v2/',
    onRequest: (headers) => headers.set('x-seen', 'yes'),
    onResponse: () => {},
    fetch: fetch as typeof globalThis.fetch,
  });
  return { seen, fetcher };
}

describe('fetchJson', () => {
  it('joins paths under the base and leaves absolute URLs alone', () => {
    expect(joinURL('http://a/api/', '/x')).toBe('http://a/api/x');
    expect(joinURL('/api/v2', 'x/y')).toBe('/api/v2/x/y');
    expect(joinURL('/api/v2', '/api/v2/x')).toBe('/api/v2/x');
    expect(joinURL('http://a/api', 'https://b/file.pdf')).toBe('https://b/file.pdf');
  });

  it('appends a query: undefined left out, arrays repeated, existing query kept', () => {
    expect(withQuery('/x', { a: 1, b: undefined, c: ['p', 'q'], d: 'a b', e: null })).toBe(
      '/x?a=1&c=p&c=q&d=a+b&e=',
    );
    expect(withQuery('/x?page=2', { q: 'é' })).toBe('/x?page=2&q=%C3%A9');
    expect(withQuery('/x', {})).toBe('/x');
  });

  it('sends a plain object as JSON and parses a JSON answer', async () => {
    const { seen, fetcher } = answering(() => Response.json({ data: { id: 7 } }));
    const body = { amount: '10.00' };
    await expect(fetcher('pay', { method: 'post', body })).resolves.toEqual({ data: { id: 7 } });
    const request = seen[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://api.test/api/v2/pay');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('x-seen')).toBe('yes');
    expect(await request?.text()).toBe('{"amount":"10.00"}');
  });

  it('reads text and XML as text, a PDF and an xlsx as a Blob, no content as undefined', async () => {
    const text = answering(() => new Response('a,b', { headers: { 'content-type': 'text/csv' } }));
    await expect(text.fetcher('csv')).resolves.toBe('a,b');
    const pdf = answering(
      () => new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }),
    );
    const blob = await pdf.fetcher<Blob>('doc.pdf');
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('%PDF');
    const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const xlsx = answering(() => new Response('PK', { headers: { 'content-type': xlsxType } }));
    expect(await xlsx.fetcher<unknown>('f.xlsx')).toBeInstanceOf(Blob);
    const xml = answering(
      () => new Response('<a/>', { headers: { 'content-type': 'application/xml' } }),
    );
    await expect(xml.fetcher('a.xml')).resolves.toBe('<a/>');
    await expect(answering(() => new Response(null, { status: 204 })).fetcher('x')).resolves.toBe(
      undefined,
    );
  });

  it('rejects anything but 2xx with a FetchError carrying response, status and data', async () => {
    const { seen, fetcher } = answering(() => Response.json({ message: 'no' }, { status: 422 }));
    const error = await fetcher('x', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({ status: 422, data: { message: 'no' } });
    expect((error as FetchError).response?.status).toBe(422);
    expect(seen).toHaveLength(1);
  });

  it("keeps a body-less copy of a failed answer: not the fetched one, whose body stream holds the request's abort signal (P9)", async () => {
    const answer = Response.json({ message: 'no' }, { status: 403, statusText: 'Forbidden' });
    const { fetcher } = answering(() => answer);
    const error = (await fetcher('x').catch((e: unknown) => e)) as FetchError;
    expect(error.response).not.toBe(answer);
    expect(error.response?.body).toBeNull();
    expect(error.response?.status).toBe(403);
    expect(error.response?.statusText).toBe('Forbidden');
    expect(error.response?.headers.get('content-type')).toBe('application/json');
    expect(error.data).toEqual({ message: 'no' });
  });

  it('repeats a GET once on a listed status, never one that is not listed', async () => {
    const listed = answering(() => new Response('', { status: 502 }));
    await expect(listed.fetcher('x', { retryStatusCodes: [502] })).rejects.toMatchObject({
      status: 502,
    });
    expect(listed.seen).toHaveLength(2);
    const other = answering(() => new Response('', { status: 404 }));
    await expect(other.fetcher('x', { retryStatusCodes: [502] })).rejects.toMatchObject({
      status: 404,
    });
    expect(other.seen).toHaveLength(1);
  });
});

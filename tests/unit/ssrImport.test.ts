import { describe, expect, it } from 'vitest';
import { PUBLISHED_ENTRIES } from '../publishedEntries.js';

/** A client whose every request fails and is counted: server rendering must make none. */
async function offlineClient() {
  const { createClient, createMemoryStorage } = await import('@flexportal/core');
  let count = 0;
  const client = createClient({
    baseURL: 'http://127.0.0.1:1/api/v2',
    storage: createMemoryStorage(),
    fetch: (async () => {
      count++;
      throw new Error('no network during SSR');
    }) as typeof fetch,
  });
  return { client, fetched: () => count };
}

describe('SSR safety: every published entry imports under plain Node', () => {
  it.each(PUBLISHED_ENTRIES)('%s imports without a DOM', async (entry) => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    await expect(import(entry)).resolves.toBeTypeOf('object');
  });

  it('a screen renders its loading state on the server, without fetching', async () => {
    const { FlexportalProvider } = await import('@flexportal/react');
    const { Rate } = await import('@flexportal/react/rate');
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { client, fetched } = await offlineClient();
    const html = renderToString(
      createElement(
        FlexportalProvider,
        { client },
        createElement(Rate, { sell: 'EUR', buy: 'USD' }),
      ),
    );
    expect(html).toContain('Loading rate…');
    expect(fetched()).toBe(0);
  });

  it('every screen renders on the server without fetching (a skeleton or its sign-in)', async () => {
    const { FlexportalProvider } = await import('@flexportal/react');
    const { ELEMENTS } = await import('@flexportal/elements');
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { client, fetched } = await offlineClient();
    for (const element of ELEMENTS) {
      const html = renderToString(
        createElement(
          FlexportalProvider,
          { client },
          // biome-ignore lint/suspicious/noExplicitAny: each screen has its own props
          createElement(element.component as React.ComponentType<any>, {}),
        ),
      );
      expect(html.length, element.tag).toBeGreaterThan(0);
    }
    expect(fetched()).toBe(0);
  });

  it('defineElements refuses to run without custom elements instead of failing at import', async () => {
    const { defineElements } = await import('@flexportal/elements');
    const { createClient, createMemoryStorage } = await import('@flexportal/core');
    expect(() =>
      defineElements(createClient({ baseURL: '/api/v2', storage: createMemoryStorage() })),
    ).toThrow(/custom elements/);
  });
});

import { describe, expect, it } from 'vitest';
import { PUBLISHED_ENTRIES } from '../publishedEntries.js';

describe('SSR safety: every published entry imports under plain Node', () => {
  it.each(PUBLISHED_ENTRIES)('%s imports without a DOM', async (entry) => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    await expect(import(entry)).resolves.toBeTypeOf('object');
  });

  it('a screen renders its loading state on the server, without fetching', async () => {
    const { createClient, createMemoryStorage } = await import('@flexportal/core');
    const { FlexportalProvider } = await import('@flexportal/react');
    const { Rate } = await import('@flexportal/react/rate');
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    let fetched = 0;
    const client = createClient({
      baseURL: 'http://127.0.0.1:1/api/v2',
      storage: createMemoryStorage(),
      fetch: (async () => {
        fetched++;
        throw new Error('no network during SSR');
      }) as typeof fetch,
    });
    const html = renderToString(
      createElement(
        FlexportalProvider,
        { client },
        createElement(Rate, { sell: 'EUR', buy: 'USD' }),
      ),
    );
    expect(html).toContain('Loading rate…');
    expect(fetched).toBe(0);
  });

  it('every screen renders on the server without fetching (a skeleton or its sign-in)', async () => {
    const { createClient, createMemoryStorage } = await import('@flexportal/core');
    const { FlexportalProvider } = await import('@flexportal/react');
    const { ELEMENTS } = await import('@flexportal/elements');
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    let fetched = 0;
    const client = createClient({
      baseURL: 'http://127.0.0.1:1/api/v2',
      storage: createMemoryStorage(),
      fetch: (async () => {
        fetched++;
        throw new Error('no network during SSR');
      }) as typeof fetch,
    });
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
    expect(fetched).toBe(0);
  });

  it('defineElements refuses to run without custom elements instead of failing at import', async () => {
    const { defineElements } = await import('@flexportal/elements');
    const { createClient, createMemoryStorage } = await import('@flexportal/core');
    expect(() =>
      defineElements(createClient({ baseURL: '/api/v2', storage: createMemoryStorage() })),
    ).toThrow(/custom elements/);
  });
});

// The one script a partner page includes. It reads its data- attributes, finds which
// Flexportal tags the page uses (now or later) and loads only their chunks, each checked
// against its SRI hash through <link rel="modulepreload" integrity>.
import type { ElementDefinition } from '../elements.js';
import { type CdnManifest, filesFor } from './manifest.js';
import { readScriptConfig } from './readScriptConfig.js';

declare const __FLEXPORTAL_MANIFEST__: CdnManifest;

interface Runtime {
  createClient(options: {
    baseURL: string;
    auth?: { fetchToken: () => Promise<unknown> };
  }): unknown;
  defineElements(
    client: unknown,
    elements: readonly ElementDefinition[],
    options: { locale?: string | undefined },
  ): string[];
  defineFrameElements(
    options: { portalUrl: string; locale?: string | undefined; tokens?: Record<string, string> },
    elements: readonly ElementDefinition[],
  ): string[];
  schemeTokens(theme: string | undefined): Record<string, string>;
  adoptScheme(doc: Document, tags: readonly string[], tokens: Record<string, string>): void;
}

const manifest = __FLEXPORTAL_MANIFEST__;
const config = readScriptConfig(document.currentScript);
const url = (file: string) => new URL(file, config.baseUrl).href;

function preload(file: string): void {
  const href = url(file);
  if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.crossOrigin = 'anonymous';
  const integrity = manifest.integrity[file];
  if (integrity) link.integrity = integrity;
  document.head.append(link);
}

function load<T>(file: string): Promise<T> {
  for (const f of filesFor(manifest, file)) preload(f);
  return import(/* @vite-ignore */ url(file)) as Promise<T>;
}

let runtime: Promise<Runtime> | undefined;
let client: unknown;

/** The partner backend's token for its signed-in user (`data-token-endpoint`). */
async function fetchToken(endpoint: string): Promise<unknown> {
  const response = await fetch(endpoint, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Flexportal: the token endpoint answered ${response.status}`);
  return response.json();
}

/** The client of every inline screen on the page, made once. */
function clientOf(rt: Runtime): unknown {
  if (client) return client;
  const endpoint = config.tokenEndpoint;
  client = rt.createClient({
    baseURL: config.apiBase,
    ...(endpoint ? { auth: { fetchToken: () => fetchToken(endpoint) } } : {}),
  });
  // The scheme goes on every Flexportal tag once, from the document (no inline style).
  rt.adoptScheme(document, Object.keys(manifest.screens), rt.schemeTokens(config.theme));
  return client;
}
const requested = new Set<string>();

function ensure(tag: string): void {
  const file = manifest.screens[tag];
  if (!file || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  runtime ??= load<Runtime>(manifest.runtime);
  Promise.all([runtime, load<{ definition: ElementDefinition }>(file)]).then(
    ([rt, screen]) => {
      // Frame mode: no client, no token in this page; the portal's iframe holds them.
      if (config.mode === 'frame' && config.portalUrl) {
        const frame = {
          portalUrl: config.portalUrl,
          locale: config.locale,
          tokens: rt.schemeTokens(config.theme),
        };
        return rt.defineFrameElements(frame, [screen.definition]);
      }
      return rt.defineElements(clientOf(rt), [screen.definition], { locale: config.locale });
    },
    (error: unknown) => {
      requested.delete(tag);
      console.error(`[flexportal] could not load <${tag}>`, error);
    },
  );
}

const tags = Object.keys(manifest.screens);
function scan(root: ParentNode): void {
  for (const tag of tags) if (root.querySelector(tag)) ensure(tag);
}

scan(document);
// Screens added later (single-page partner apps) load when they appear.
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      const tag = node.localName;
      if (manifest.screens[tag]) ensure(tag);
      scan(node);
    }
  }
}).observe(document.documentElement, { childList: true, subtree: true });

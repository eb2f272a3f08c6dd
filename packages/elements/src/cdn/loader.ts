// The one script a partner page includes. It reads its data- attributes, finds which
// Flexportal tags the page uses (now or later) and loads only their chunks, each checked
// against its SRI hash through <link rel="modulepreload" integrity>. It inlines only the
// hashes of a fixed number of manifest buckets, the runtime and frame.js: its size does not
// grow with screens, and a page fetches only the buckets of the tags it uses.
import type { ElementDefinition } from '../elements.js';
import type { FrameElementsOptions } from '../frame/framedElement.js';
import { bucketOf, filesFor } from './buckets.mjs';
import type { LoaderManifest, ManifestBucket } from './manifest.js';
import { readScriptConfig, type ScriptConfig } from './readScriptConfig.js';

declare const __FLEXPORTAL_BOOT__: LoaderManifest;

interface Runtime {
  createClient(options: {
    baseURL: string;
    auth?: { fetchToken: () => Promise<unknown> };
  }): unknown;
  defineElements(
    client: unknown,
    elements: readonly ElementDefinition[],
    options: { locale?: string | undefined; messages?: ScriptConfig['messages'] },
  ): string[];
  themePage(
    doc: Document,
    tags: readonly string[],
    theme: string | undefined,
    own: Record<string, string>,
  ): void;
  warmReads(client: unknown, names: readonly string[]): void;
  listenForRefresh(client: unknown, doc: Document): void;
}

/** frame.js: framed elements over the registry's data, no React. */
interface FrameChunk {
  defineFrameElements(
    options: Omit<FrameElementsOptions, 'tokens' | 'scheme'>,
    theme: string | undefined,
    own: Record<string, string>,
  ): Promise<string[]>;
}

const boot = __FLEXPORTAL_BOOT__;
const config = readScriptConfig(document.currentScript);
const url = (file: string) => new URL(file, config.baseUrl).href;

function preload(file: string, integrity: Record<string, string>): void {
  const href = url(file);
  if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.crossOrigin = 'anonymous';
  const hash = integrity[file];
  if (hash) link.integrity = hash;
  document.head.append(link);
}

/** How long a file may take to load (spec 9: "Script chunk load timeout 120 seconds"). */
const CHUNK_TIMEOUT_MS = 120_000;

/**
 * Imports `files[0]` once all of `files` (it and its imports) are preloaded with their
 * hashes. Fails with the file's URL (`file`) when it does not load in time or at all: a
 * CDN without `Access-Control-Allow-Origin`, a hash that does not match, no network.
 */
function load<T>(files: readonly string[], integrity: Record<string, string>): Promise<T> {
  for (const f of files) preload(f, integrity);
  const file = url(files[0] ?? '');
  return Promise.race([
    import(/* @vite-ignore */ file),
    new Promise((_, reject) => setTimeout(reject, CHUNK_TIMEOUT_MS, 'timeout')),
  ]).catch((cause: unknown) => {
    throw Object.assign(Error(file), { file, cause });
  }) as Promise<T>;
}

/**
 * A tag's code could not load: each of its elements on the page says so in a line of text
 * (spec 9's 'Loading chunk failed'; light DOM, shown while the tag is undefined) and fires
 * `load-error` with the file's URL. The next element of the tag added tries again.
 */
function failed(tag: string, error: unknown): void {
  console.error(`[flexportal] could not load <${tag}>`, error);
  for (const element of document.querySelectorAll(tag)) {
    if (!element.querySelector(':scope>.fp-load-error')) {
      const line = document.createElement('p');
      line.className = 'fp-load-error';
      line.setAttribute('role', 'alert');
      line.textContent = 'Loading chunk failed';
      element.append(line);
    }
    element.dispatchEvent(
      new CustomEvent('load-error', {
        detail: { file: (error as { file?: string }).file },
        bubbles: true,
        composed: true,
      }),
    );
  }
}

/**
 * Opens the connection to the origin the screens talk to while their chunks download: the
 * first API call (and its CORS preflight) then skips DNS, TCP and TLS. Anonymous (`''`), as
 * the client's fetches carry no cookies; a same-origin target needs none.
 */
const target = new URL(
  (config.mode === 'frame' && config.portalUrl) || config.apiBase,
  document.baseURI,
).origin;
if (target !== location.origin) {
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = target;
  link.crossOrigin = '';
  document.head.append(link);
}

const buckets = new Map<number, Promise<ManifestBucket>>();
let runtime: Promise<Runtime> | undefined;
let framesRequested = false;
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
  // The host's `flexportal-refresh`: every screen of this client reads its data again.
  rt.listenForRefresh(client, document);
  return client;
}

const schemed = new Set<number>();
/**
 * The scheme goes on the tags of each bucket once, from the document (no inline style): the
 * loader knows no other list of tags, and a bucket's tags are all a page can use of it.
 */
function adoptSchemeOf(rt: Runtime, index: number, part: ManifestBucket): void {
  if (schemed.has(index)) return;
  schemed.add(index);
  rt.themePage(document, Object.keys(part.screens), config.theme, config.tokens);
}

/** Frame mode: frame.js defines every framed tag at once; no runtime, no client, no token. */
function ensureFrames(portalUrl: string, tag: string): void {
  if (framesRequested) return;
  framesRequested = true;
  load<FrameChunk>([boot.frame], boot.integrity).then(
    (chunk) =>
      chunk.defineFrameElements(
        { portalUrl, locale: config.locale, messages: config.messages },
        config.theme,
        config.tokens,
      ),
    (error: unknown) => {
      framesRequested = false;
      failed(tag, error);
    },
  );
}

/** The runtime, fetched once, as soon as the first tag appears. */
function sharedRuntime(): Promise<Runtime> {
  runtime ??= load<Runtime>(boot.runtime, boot.integrity);
  return runtime;
}

/** The files and hashes of bucket `index`'s screens, fetched once, beside the runtime. */
function bucket(index: number): Promise<ManifestBucket> {
  let part = buckets.get(index);
  if (!part) {
    const file = `manifest-${index}.js`;
    part = load<{ default: ManifestBucket }>([file], { [file]: boot.buckets[index] ?? '' }).then(
      (m) => m.default,
    );
    // A failed fetch is tried again by the next tag of that bucket.
    part.catch(() => buckets.delete(index));
    buckets.set(index, part);
  }
  return part;
}

const requested = new Set<string>();

function ensure(tag: string): void {
  if (requested.has(tag) || customElements.get(tag)) return;
  if (config.mode === 'frame' && config.portalUrl) {
    ensureFrames(config.portalUrl, tag);
    return;
  }
  requested.add(tag);
  // The runtime comes in parallel with the tag's bucket, the screen's files right after it.
  const shared = sharedRuntime();
  const index = bucketOf(tag, boot.buckets.length);
  bucket(index)
    .then((part) => {
      const file = part.screens[tag];
      if (!file) return; // a tag of ours this build does not ship
      // What the first field waits for starts with the runtime, not after the screen's
      // code: with a session, one API round trip less on the way to it (P2 signed in).
      const reads = part.warm?.[tag];
      if (reads) shared.then((rt) => rt.warmReads(clientOf(rt), reads)).catch(() => {});
      // The theme's module too, beside the screen's code rather than after it.
      shared.then((rt) => adoptSchemeOf(rt, index, part)).catch(() => {});
      return Promise.all([
        shared,
        load<{ definition: ElementDefinition }>(filesFor(part, file), part.integrity),
      ]).then(([rt, screen]) => {
        rt.defineElements(clientOf(rt), [screen.definition], config);
      });
    })
    .catch((error: unknown) => {
      requested.delete(tag);
      failed(tag, error);
    });
}

const visit = (element: Element) => {
  if (element.localName.startsWith('flexportal-')) ensure(element.localName);
};
function scan(root: ParentNode): void {
  for (const element of root.querySelectorAll('*')) visit(element);
}

scan(document);
// Screens added later (single-page partner apps) load when they appear.
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      visit(node);
      scan(node);
    }
  }
}).observe(document.documentElement, { childList: true, subtree: true });

// The one script a partner page includes. It reads its data- attributes, finds which
// Flexportal tags the page uses (now or later) and loads only their chunks, each checked
// against its SRI hash through <link rel="modulepreload" integrity>. It inlines only the
// hashes of a fixed number of manifest buckets, the runtime and frame.js: its size does not
// grow with screens, and a page fetches only the buckets of the tags it uses.
import type { ElementDefinition } from '../elements.js';
import type { FrameElementsOptions } from '../frame/framedElement.js';
import { bucketOf, filesFor } from './buckets.mjs';
import type { LoaderManifest, ManifestBucket } from './manifest.js';
import { readScriptConfig } from './readScriptConfig.js';

declare const __FLEXPORTAL_BOOT__: LoaderManifest;

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
  schemeTokens(theme: string | undefined): Record<string, string>;
  adoptScheme(doc: Document, tags: readonly string[], tokens: Record<string, string>): void;
  warmReads(client: unknown, names: readonly string[]): void;
}

/** frame.js: framed elements over the registry's data, no React. */
interface FrameChunk {
  defineFrameElements(options: FrameElementsOptions): string[];
  schemeTokens(theme: string | undefined): Record<string, string>;
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

/** Imports `files[0]` once all of `files` (it and its imports) are preloaded with their hashes. */
function load<T>(files: readonly string[], integrity: Record<string, string>): Promise<T> {
  for (const f of files) preload(f, integrity);
  return import(/* @vite-ignore */ url(files[0] ?? '')) as Promise<T>;
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
  rt.adoptScheme(document, Object.keys(part.screens), rt.schemeTokens(config.theme));
}

/** Frame mode: frame.js defines every framed tag at once; no runtime, no client, no token. */
function ensureFrames(portalUrl: string): void {
  if (framesRequested) return;
  framesRequested = true;
  load<FrameChunk>([boot.frame], boot.integrity).then(
    (chunk) =>
      chunk.defineFrameElements({
        portalUrl,
        locale: config.locale,
        tokens: chunk.schemeTokens(config.theme),
      }),
    (error: unknown) => {
      framesRequested = false;
      console.error('[flexportal] could not load frame mode', error);
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
    part = load<{ default: ManifestBucket }>([boot.buckets[index] ?? ''], boot.integrity).then(
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
    ensureFrames(config.portalUrl);
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
      return Promise.all([
        shared,
        load<{ definition: ElementDefinition }>(filesFor(part, file), part.integrity),
      ]).then(([rt, screen]) => {
        adoptSchemeOf(rt, index, part);
        rt.defineElements(clientOf(rt), [screen.definition], { locale: config.locale });
      });
    })
    .catch((error: unknown) => {
      requested.delete(tag);
      console.error(`[flexportal] could not load <${tag}>`, error);
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

import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors.js';

/** Largest request body read: the 2 MB import file with its multipart envelope (R15.8). */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Deepest JSON nesting accepted; no request of the API nests more than a few levels. */
const MAX_JSON_DEPTH = 32;

// ES2024's String.prototype.isWellFormed (Node 20+), typed here: the lib is ES2023.
type MaybeWellFormed = string & { isWellFormed?: () => boolean };
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BAD_TEXT = 'The value may not contain NUL bytes or unpaired surrogates.';

/**
 * Whether a string can be stored and compared as text: no NUL byte (PostgreSQL text cannot
 * hold one) and no unpaired UTF-16 surrogate (not encodable as UTF-8).
 */
export function isCleanText(value: string): boolean {
  if (value.includes('\u0000')) return false;
  // The native check where there is one: an import checks 190,000 cells in one request (P5).
  const s = value as MaybeWellFormed;
  return s.isWellFormed ? s.isWellFormed() : !LONE_SURROGATE.test(value);
}

/** The nesting depth of a JSON text, counted outside strings (cheap, no recursion). */
function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) max = Math.max(max, ++depth);
    else if (ch === 125 || ch === 93) depth--;
  }
  return max;
}

/** The path of the first string (key or value) that is not clean text, or null. */
function firstBadString(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return isCleanText(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isCleanText(key)) return [...path, '_key'];
    const bad = firstBadString(item, [...path, key]);
    if (bad) return bad;
  }
  return null;
}

const badText = (field: string) =>
  new ApiError(422, BAD_TEXT, { errors: { [field || '_']: [BAD_TEXT] } });

const sizeLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(400, `The request body may be at most ${MAX_BODY_BYTES / 1024 / 1024} MB.`);
  },
});

/**
 * The API's one input boundary (R15.8), before any route validates or runs: bodies over
 * MAX_BODY_BYTES answer 400, JSON nested deeper than MAX_JSON_DEPTH 400, and a NUL byte or
 * an unpaired surrogate in any string of the path, the query, a JSON or form body 422 on
 * that field. So nothing a database or a JSON walk cannot take reaches a handler, and no
 * one-time code is used up by a request that then fails. Broken JSON is left to the
 * route's validator (400 as before).
 */
export function inputGuard(): MiddlewareHandler {
  return (c, next) =>
    sizeLimit(c, async () => {
      const url = new URL(c.req.url);
      let path = url.pathname;
      try {
        path = decodeURIComponent(path);
      } catch {}
      if (!isCleanText(path)) throw badText('path');
      for (const [key, value] of url.searchParams) {
        if (!isCleanText(key) || !isCleanText(value)) throw badText(isCleanText(key) ? key : '_');
      }
      const type = c.req.header('Content-Type') ?? '';
      if (/^application\/([\w.+-]+\+)?json/i.test(type)) {
        const text = await c.req.text();
        if (jsonDepth(text) > MAX_JSON_DEPTH) {
          throw new ApiError(400, `The JSON may nest at most ${MAX_JSON_DEPTH} levels.`);
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return next();
        }
        const bad = firstBadString(parsed);
        if (bad) throw badText(bad.join('.'));
      } else if (/^application\/x-www-form-urlencoded/i.test(type)) {
        for (const [key, value] of new URLSearchParams(await c.req.text())) {
          if (!isCleanText(key) || !isCleanText(value)) throw badText(isCleanText(key) ? key : '_');
        }
      }
      await next();
    });
}

import type { PropKind } from './screenDefinition.js';

/** The value a prop of one kind takes once coerced (`json`: whatever the JSON holds). */
export type PropValue<K extends PropKind> = K extends 'string'
  ? string
  : K extends 'number'
    ? number
    : K extends 'boolean'
      ? boolean
      : unknown;

/** Typed props of a screen from its prop kinds: `PropsOf<typeof SCREEN.props>`. */
export type PropsOf<P extends Readonly<Record<string, PropKind>>> = {
  -readonly [N in keyof P]?: PropValue<P[N]>;
};

// HTML's boolean attribute: present (even empty) is true; only these words say false.
const FALSE_WORDS = /^(false|0|no|off)$/i;

/** One raw value (attribute, query parameter or property) as its kind, or undefined. */
export function coerceValue(kind: PropKind, raw: unknown): unknown {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string') {
    // A property set from script already has its type; a wrong one is dropped, not guessed.
    if (kind === 'json') return raw;
    if (kind === 'string') return typeof raw === 'number' ? String(raw) : undefined;
    if (kind === 'number') return typeof raw === 'number' && Number.isFinite(raw) ? raw : undefined;
    return typeof raw === 'boolean' ? raw : undefined;
  }
  switch (kind) {
    case 'string':
      return raw;
    case 'boolean':
      return !FALSE_WORDS.test(raw.trim());
    case 'number': {
      // Number('') is 0: an empty attribute gives no number rather than a zero.
      const n = raw.trim() === '' ? Number.NaN : Number(raw);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'json':
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return undefined;
      }
  }
}

/**
 * The screen's props from raw values (attributes, `/embed/<name>` or portal query
 * parameters, properties set from script), keyed by prop name: the one coercion of every
 * boundary. Only declared props pass; what does not parse as its kind is left out, so the
 * screen applies its own default.
 */
export function coerceProps<P extends Readonly<Record<string, PropKind>>>(
  kinds: P,
  raw: Readonly<Record<string, unknown>>,
): PropsOf<P> {
  const props: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(kinds)) {
    const value = coerceValue(kind, raw[name]);
    if (value !== undefined) props[name] = value;
  }
  return props as PropsOf<P>;
}

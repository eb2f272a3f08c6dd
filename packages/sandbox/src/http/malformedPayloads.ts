/**
 * Malformed payloads for R8, generated from the sandbox's OpenAPI document: per operation,
 * deterministic variants of its JSON body or query, each with at least one defect the
 * published schema rejects (wrong types, missing required fields, NaN, 1e309, too many
 * decimals, broken JSON, huge strings, arrays for scalars, values outside an enum, bounds
 * or pattern), sometimes with extra fields on top. A defect is only generated where the
 * schema says it is one: an unconstrained string accepts a huge string, so it gets none.
 * What the API's input boundary refuses everywhere (R15.8, `inputGuard.ts`) is a defect of
 * every string: a NUL byte or an unpaired surrogate; and of every body: nesting deeper
 * than the limit. Decimal strings also get an overflow (more digits than NUMERIC(36,18)).
 */

/** The parts of a JSON schema (OpenAPI 3.1) the generator reads. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
}

/** One operation of the document with what the generator mutates. */
export interface Operation {
  method: string;
  path: string;
  secured: boolean;
  body: Schema | null;
  query: Array<{ name: string; required: boolean; schema: Schema }>;
}

/** A request to send: a raw JSON text body (possibly broken) and/or a query string. */
export interface Variant {
  /** What is wrong with it, e.g. `wrong-type amount`, `broken-json`. */
  defect: string;
  /** The field the defect is in, when it is one field's. */
  field: string | null;
  body?: string;
  query?: string;
  /** 400 for broken JSON, 422 otherwise. */
  expect: 400 | 422;
}

/** Small seeded PRNG (mulberry32): the same seed gives the same variants. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Doc = { components?: { schemas?: Record<string, Schema> } };

/** Follows `$ref` and flattens `allOf` into one schema. */
export function resolve(doc: Doc, s: Schema | undefined, depth = 0): Schema {
  if (!s || depth > 10) return {};
  if (s.$ref) {
    const name = s.$ref.replace('#/components/schemas/', '');
    return resolve(doc, doc.components?.schemas?.[name], depth + 1);
  }
  if (s.allOf) {
    const parts = s.allOf.map((p) => resolve(doc, p, depth + 1));
    const { allOf: _parts, ...rest } = s;
    const merged: Schema = {
      ...rest,
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {}), s.properties),
      required: [...new Set(parts.flatMap((p) => p.required ?? []).concat(s.required ?? []))],
    };
    const type = parts.find((p) => p.type)?.type ?? s.type;
    if (type) merged.type = type;
    return merged;
  }
  return s;
}

/** The JSON types a schema admits, or null when it does not say (accepts anything). */
function typesOf(doc: Doc, s: Schema): Set<string> | null {
  const r = resolve(doc, s);
  const alts = r.anyOf ?? r.oneOf;
  if (alts) {
    const all = new Set<string>();
    for (const a of alts) {
      const t = typesOf(doc, a);
      if (!t) return null;
      for (const x of t) all.add(x);
    }
    return all;
  }
  if (r.enum) return new Set(r.enum.map((v) => (v === null ? 'null' : typeof v)));
  if (r.const !== undefined) return new Set([r.const === null ? 'null' : typeof r.const]);
  if (!r.type) return null;
  const list = Array.isArray(r.type) ? r.type : [r.type];
  const out = new Set(list);
  if (out.has('integer')) out.add('number');
  return out;
}

/** The single (non-null) alternative of a schema, for its constraints. */
function core(doc: Doc, s: Schema): Schema {
  const r = resolve(doc, s);
  const alts = r.anyOf ?? r.oneOf;
  if (!alts) return r;
  const nonNull = alts.map((a) => resolve(doc, a)).filter((a) => a.type !== 'null');
  return nonNull.length === 1 ? (nonNull[0] as Schema) : r;
}

/** A type-shaped sample value (not necessarily valid: the variants add the defect). */
export function sample(doc: Doc, s: Schema, depth = 0): unknown {
  const r = core(doc, s);
  if (r.enum?.length) return r.enum[0];
  if (r.const !== undefined) return r.const;
  const t = typesOf(doc, r);
  if (!t || depth > 3) return 'x';
  if (t.has('object') && r.properties) {
    const o: Record<string, unknown> = {};
    for (const name of r.required ?? []) o[name] = sample(doc, r.properties[name] ?? {}, depth + 1);
    return o;
  }
  if (t.has('integer') || t.has('number')) return r.minimum ?? 1;
  if (t.has('boolean')) return false;
  if (t.has('array')) return [];
  if (t.has('string')) return /\\d/.test(r.pattern ?? '') ? '1' : 'x';
  return null;
}

const HUGE = 'x'.repeat(100_000);
/** Strings no field may hold (R15.8): a NUL byte, an unpaired surrogate. */
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';
/** More integer digits than NUMERIC(36,18) holds. */
const OVERFLOW = `1${'0'.repeat(30)}`;
/** JSON nested 100,000 deep, inside an object so it reaches the field walk. */
export const DEEP_JSON = `{"x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
/** A decimal-string schema (money, rates): a pattern with a fraction part of bounded length. */
const isDecimal = (r: Schema) => !!r.pattern?.includes('\\.\\d');
/** Marker values replaced in the JSON text, for tokens JSON cannot carry (NaN, 1e309). */
const RAW = { nan: '__raw_NaN__', inf: '__raw_1e309__' };

/** The defects that apply to a JSON body field of schema `s` (value or raw-token marker). */
export function fieldDefects(
  doc: Doc,
  s: Schema,
): Array<{ name: string; value: unknown; broken?: true }> {
  const t = typesOf(doc, s);
  if (!t) return [];
  const r = core(doc, s);
  const out: Array<{ name: string; value: unknown; broken?: true }> = [];
  const wrong: Array<[string, unknown]> = [
    ['string', 'not valid'],
    ['number', 12345],
    ['boolean', true],
    ['object', { nested: 1 }],
    ['array', ['a', 1]],
  ];
  for (const [type, value] of wrong) {
    // A string is not a number's defect when the number is written as a string (coerce).
    if (!t.has(type) && !(type === 'number' && t.has('string')))
      out.push({ name: `wrong-type(${type})`, value });
  }
  if (!t.has('null')) out.push({ name: 'null', value: null });
  if (!t.has('array')) out.push({ name: 'array-for-scalar', value: [sample(doc, r)] });
  out.push({ name: 'NaN', value: RAW.nan, broken: true });
  if (!t.has('string') || r.pattern || r.enum) out.push({ name: '1e309', value: RAW.inf });
  if (t.has('number') && !t.has('string')) {
    if (t.has('integer')) out.push({ name: 'fraction-for-integer', value: 1.5 });
    if (r.minimum !== undefined) out.push({ name: 'below-minimum', value: r.minimum - 1 });
    if (r.exclusiveMinimum !== undefined)
      out.push({ name: 'not-above-minimum', value: r.exclusiveMinimum });
    if (r.maximum !== undefined) out.push({ name: 'above-maximum', value: r.maximum + 1 });
  }
  if (t.has('string')) {
    if (r.maxLength !== undefined || r.pattern || r.enum || r.format)
      out.push({ name: 'huge-string', value: HUGE });
    if (isDecimal(r)) {
      out.push({ name: 'too-many-decimals', value: '1.0000000000000000001' });
      out.push({ name: 'overflow', value: OVERFLOW });
    }
    if (r.enum) out.push({ name: 'outside-enum', value: 'not-in-the-enum' });
    out.push({ name: 'nul-byte', value: NUL }, { name: 'lone-surrogate', value: LONE_SURROGATE });
    if (r.format === 'email' || r.format === 'date' || r.format === 'date-time')
      out.push({ name: 'bad-format', value: 'not a valid value' });
  }
  return out;
}

/** Query-string defects of a parameter (every value is a string on the wire). */
export function queryDefects(doc: Doc, s: Schema): Array<{ name: string; value: string }> {
  const t = typesOf(doc, s);
  if (!t) return [];
  const r = core(doc, s);
  const out: Array<{ name: string; value: string }> = [];
  if ((t.has('number') || t.has('integer')) && !t.has('string')) {
    out.push({ name: 'not-a-number', value: 'abc' }, { name: 'NaN', value: 'NaN' });
    out.push({ name: '1e309', value: '1e309' });
    if (t.has('integer')) out.push({ name: 'fraction-for-integer', value: '1.5' });
    if (r.minimum !== undefined) out.push({ name: 'below-minimum', value: String(r.minimum - 1) });
    if (r.maximum !== undefined) out.push({ name: 'above-maximum', value: String(r.maximum + 1) });
  }
  if (t.has('boolean') && !t.has('string')) out.push({ name: 'not-a-boolean', value: 'maybe' });
  if (t.has('string')) {
    if (r.enum) out.push({ name: 'outside-enum', value: 'not-in-the-enum' });
    if (r.maxLength !== undefined || r.pattern || r.enum)
      out.push({ name: 'huge-string', value: HUGE });
    // An unpaired surrogate cannot be percent-encoded (UTF-8): the NUL byte only.
    out.push({ name: 'nul-byte', value: NUL });
    if (isDecimal(r)) {
      out.push({ name: 'overflow', value: OVERFLOW });
      out.push({ name: 'too-many-decimals', value: '1.0000000000000000001' });
      out.push({ name: '1e309', value: '1e309' });
      out.push({ name: 'NaN', value: 'NaN' });
    }
    if (r.format === 'date' || r.format === 'date-time')
      out.push({ name: 'bad-format', value: 'not-a-date' });
  }
  return out;
}

const BROKEN_JSON = [
  '{',
  '{"amount": }',
  "{'a': 1}",
  '{"a":1,}',
  'nul',
  '[1, 2',
  '{"a": NaN}',
  '{"a": 1e309',
];
const NOT_OBJECTS = ['[]', '[{}]', '42', '"text"', 'null', 'true'];
const EXTRA = { unexpected_field: 'x', __proto__extra: { is_admin: true }, id: 1, company_id: 1 };

/**
 * Adds the extra fields the schema does not have. One the schema has (`company_id` of an
 * admin call) is left alone: overwriting it would repair the defect under test.
 */
const addExtras = (body: Record<string, unknown>, known: Record<string, unknown>) => {
  for (const [key, value] of Object.entries(EXTRA)) if (!(key in known)) body[key] = value;
};

/** The JSON text of a body, with raw markers turned into the tokens JSON cannot hold. */
export const text = (body: unknown) =>
  JSON.stringify(body).replaceAll(`"${RAW.nan}"`, 'NaN').replaceAll(`"${RAW.inf}"`, '1e309');

/**
 * `count` malformed variants of one operation, deterministic for a seed. Bodies: broken JSON
 * (400), a non-object, or a sample with field defects, a missing required field, and extra
 * fields only together with another defect. Queries: parameter defects and missing
 * required parameters. Empty when the operation offers nothing the schema rejects.
 */
export function malformedVariants(doc: Doc, op: Operation, count: number, seed: number): Variant[] {
  const rnd = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const makers: Array<() => Variant> = [];
  if (op.body) {
    const body = resolve(doc, op.body);
    const props = body.properties ?? {};
    const required = body.required ?? [];
    const base = () => (sample(doc, body) ?? {}) as Record<string, unknown>;
    makers.push(() => ({
      defect: 'broken-json',
      field: null,
      body: pick(BROKEN_JSON),
      expect: 400,
    }));
    makers.push(() => ({ defect: 'deep-json', field: null, body: DEEP_JSON, expect: 400 }));
    makers.push(() => ({
      defect: 'not-an-object',
      field: null,
      body: pick(NOT_OBJECTS),
      expect: 422,
    }));
    const fields = Object.entries(props)
      .map(([name, s]) => ({ name, defects: fieldDefects(doc, s) }))
      .filter((f) => f.defects.length > 0);
    for (const f of fields) {
      makers.push(() => {
        const d = pick(f.defects);
        const b = base();
        b[f.name] = d.value;
        // Now and then another field is wrong too, or fields the schema does not have.
        const r = rnd();
        if (r < 0.2) addExtras(b, props);
        else if (r < 0.35 && required.length)
          delete b[pick(required.filter((n) => n !== f.name)) ?? ''];
        return { defect: d.name, field: f.name, body: text(b), expect: d.broken ? 400 : 422 };
      });
    }
    for (const name of required) {
      makers.push(() => {
        const b = base();
        delete b[name];
        if (rnd() < 0.5) addExtras(b, props);
        return { defect: 'missing-required', field: name, body: text(b), expect: 422 };
      });
    }
  }
  if (op.query.length) {
    const baseQuery = () => {
      const q = new URLSearchParams();
      for (const p of op.query) {
        if (!p.required) continue;
        const v = sample(doc, p.schema);
        q.set(p.name, typeof v === 'string' ? v : JSON.stringify(v));
      }
      return q;
    };
    for (const p of op.query) {
      const defects = queryDefects(doc, p.schema);
      if (defects.length === 0) continue;
      makers.push(() => {
        const d = pick(defects);
        const q = baseQuery();
        q.set(p.name, d.value);
        if (rnd() < 0.2) q.set('unexpected_param', 'x');
        return { defect: d.name, field: p.name, query: q.toString(), expect: 422 };
      });
    }
    for (const p of op.query.filter((x) => x.required)) {
      makers.push(() => {
        const q = baseQuery();
        q.delete(p.name);
        return { defect: 'missing-required', field: p.name, query: q.toString(), expect: 422 };
      });
    }
  }
  // Body-level makers alone would make a body operation's variants mostly broken JSON:
  // the field makers are picked as often as they exist, the two body-level ones once each.
  if (makers.length === 0) return [];
  return Array.from({ length: count }, () => pick(makers)());
}

/** The operations of the document that take a JSON body or query parameters. */
export function operationsOf(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const o = raw as {
        security?: unknown[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
        parameters?: Array<{ in: string; name: string; required?: boolean; schema?: Schema }>;
      };
      const body = o.requestBody?.content?.['application/json']?.schema ?? null;
      const query = (o.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, required: !!p.required, schema: p.schema ?? {} }));
      if (!body && query.length === 0) continue;
      ops.push({
        method: method.toUpperCase(),
        path,
        secured: Array.isArray(o.security) && o.security.length > 0,
        body,
        query,
      });
    }
  }
  return ops;
}

import {
  DEEP_JSON,
  type Doc,
  fieldDefects,
  type Operation,
  queryDefects,
  resolve,
  sample,
  text,
  type Variant,
} from './malformedPayloads.js';

/**
 * Every R15.8 defect of one operation, each once (deterministic, no sampling): a NUL byte and
 * an unpaired surrogate in each string field of the body, a NUL byte in each string query
 * parameter, an overflow in each decimal field or parameter, and the deep JSON body.
 */
export function hostileVariants(doc: Doc, op: Operation): Variant[] {
  const HOSTILE = new Set(['nul-byte', 'lone-surrogate', 'overflow']);
  const out: Variant[] = [];
  if (op.body) {
    const body = resolve(doc, op.body);
    out.push({ defect: 'deep-json', field: null, body: DEEP_JSON, expect: 400 });
    for (const [name, s] of Object.entries(body.properties ?? {})) {
      for (const d of fieldDefects(doc, s).filter((x) => HOSTILE.has(x.name))) {
        const b = (sample(doc, body) ?? {}) as Record<string, unknown>;
        b[name] = d.value;
        out.push({ defect: d.name, field: name, body: text(b), expect: 422 });
      }
    }
  }
  for (const p of op.query) {
    for (const d of queryDefects(doc, p.schema).filter((x) => HOSTILE.has(x.name))) {
      const q = new URLSearchParams();
      for (const other of op.query) {
        if (!other.required) continue;
        const v = sample(doc, other.schema);
        q.set(other.name, typeof v === 'string' ? v : JSON.stringify(v));
      }
      q.set(p.name, d.value);
      out.push({ defect: d.name, field: p.name, query: q.toString(), expect: 422 });
    }
  }
  return out;
}

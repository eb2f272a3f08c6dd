// Zod-free on purpose: the settings screen imports the editors without the schemas;
// contract/settings.ts builds the server's schemas from the same list.
import { compareDecimal, isDecimal } from './decimal.js';

/**
 * How one setting's value is edited (AC-3-23..26):
 * - `currencies`: a list of currency codes of the dictionary (`fiat`, `crypto` or `any`);
 * - `currency`: one currency code;
 * - `bounds`: `{min, max}` decimal strings, min above 0 and not above max;
 * - `amount`: one decimal string above 0;
 * - `integer`: a whole number, 0 or more;
 * - `switch`: true or false;
 * - `features`: a list of company features;
 * - `date`: a calendar date `YYYY-MM-DD`;
 * - `entries`: a list of entries (`id`: positive whole numbers, `text`: free text);
 * - `email`: an e-mail address;
 * - `json`: any JSON value (keys the client does not know).
 */
export type SettingEditor =
  | { kind: 'currencies'; type: CurrencyType }
  | { kind: 'currency'; type: CurrencyType }
  | { kind: 'bounds' }
  | { kind: 'amount' }
  | { kind: 'integer' }
  | { kind: 'switch' }
  | { kind: 'features' }
  | { kind: 'date' }
  | { kind: 'entries'; entry: 'id' | 'text' }
  | { kind: 'email' }
  | { kind: 'json' };

/** Which currencies a currency editor offers. */
export type CurrencyType = 'fiat' | 'crypto' | 'any';

/** The groups the settings screen shows the keys in. */
export type SettingGroup =
  | 'currencies'
  | 'boundaries'
  | 'accounts'
  | 'features'
  | 'compliance'
  | 'exchange'
  | 'blocklists'
  | 'general'
  | 'other';

/**
 * The keys the client knows, in the screen's order, with their editors (AC-3-24..26 name
 * them in words; the spelling is the sandbox's, docs/decisions.md issue 23).
 */
export const SETTING_KEYS = Object.freeze({
  fiat_currencies_enabled: { group: 'currencies', editor: { kind: 'currencies', type: 'fiat' } },
  crypto_currencies_enabled: {
    group: 'currencies',
    editor: { kind: 'currencies', type: 'crypto' },
  },
  fiat_transaction_amount_boundaries: { group: 'boundaries', editor: { kind: 'bounds' } },
  crypto_transaction_amount_boundaries: { group: 'boundaries', editor: { kind: 'bounds' } },
  initial_fiat_accounts: { group: 'accounts', editor: { kind: 'currencies', type: 'fiat' } },
  initial_crypto_accounts: { group: 'accounts', editor: { kind: 'currencies', type: 'crypto' } },
  allowed_features_individual: { group: 'features', editor: { kind: 'features' } },
  allowed_features_company: { group: 'features', editor: { kind: 'features' } },
  initial_features_individual: { group: 'features', editor: { kind: 'features' } },
  initial_features_company: { group: 'features', editor: { kind: 'features' } },
  auto_recall_blacklisted_agent_deposits: { group: 'compliance', editor: { kind: 'switch' } },
  compliance_auto_approve_enabled: { group: 'compliance', editor: { kind: 'switch' } },
  compliance_auto_approve_max_amount: { group: 'compliance', editor: { kind: 'amount' } },
  compliance_auto_approve_max_age_days: { group: 'compliance', editor: { kind: 'integer' } },
  transactions_log_date: { group: 'general', editor: { kind: 'date' } },
  auto_exchange_fiat_deposit_enabled: { group: 'exchange', editor: { kind: 'switch' } },
  auto_exchange_fiat_deposit_currency: {
    group: 'exchange',
    editor: { kind: 'currency', type: 'any' },
  },
  crypto_exchange_fiat_crypto_enabled: { group: 'exchange', editor: { kind: 'switch' } },
  crypto_exchange_crypto_fiat_enabled: { group: 'exchange', editor: { kind: 'switch' } },
  crypto_exchange_convert_enabled: { group: 'exchange', editor: { kind: 'switch' } },
  fiat_crypto_blocklist_companies: {
    group: 'blocklists',
    editor: { kind: 'entries', entry: 'id' },
  },
  fiat_crypto_blocklist_addresses: {
    group: 'blocklists',
    editor: { kind: 'entries', entry: 'text' },
  },
  support_email: { group: 'general', editor: { kind: 'email' } },
} as const satisfies Record<string, { group: SettingGroup; editor: SettingEditor }>);

/** A setting key the client knows. */
export type KnownSettingKey = keyof typeof SETTING_KEYS;

/** The known keys, in the screen's order. */
export const KNOWN_SETTING_KEYS = Object.freeze(Object.keys(SETTING_KEYS) as KnownSettingKey[]);

/** The groups in the screen's order. */
export const SETTING_GROUPS: readonly SettingGroup[] = Object.freeze([
  'currencies',
  'boundaries',
  'accounts',
  'features',
  'compliance',
  'exchange',
  'blocklists',
  'general',
  'other',
]);

/** Whether `key` is one the client knows. */
export function isKnownSettingKey(key: string): key is KnownSettingKey {
  return Object.hasOwn(SETTING_KEYS, key);
}

/** The editor of `key`: its own for a known key, the generic JSON text for any other. */
export function settingEditor(key: string): SettingEditor {
  return isKnownSettingKey(key) ? SETTING_KEYS[key].editor : { kind: 'json' };
}

/** The group of `key` on the screen; `other` for keys the client does not know. */
export function settingGroup(key: string): SettingGroup {
  return isKnownSettingKey(key) ? SETTING_KEYS[key].group : 'other';
}

/**
 * What an editor holds while the user types: one flat record, each editor using its
 * fields (`items` for lists, `on` for a switch, `min`/`max` for bounds, `text` otherwise).
 */
export interface SettingDraft {
  text: string;
  items: string[];
  on: boolean;
  min: string;
  max: string;
}

/** Why a draft cannot be saved, per field of the draft (`value` for the whole). */
export type SettingProblem =
  | 'required'
  | 'decimal'
  | 'positive'
  | 'minAboveMax'
  | 'integer'
  | 'date'
  | 'email'
  | 'entry'
  | 'duplicate'
  | 'json';

/** The outcome of {@link parseSettingDraft}. */
export type SettingParse =
  | { ok: true; value: unknown }
  | { ok: false; problems: Partial<Record<'value' | 'min' | 'max', SettingProblem>> };

const str = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : []);

/** The draft an editor starts from, given the stored value (undefined: not set yet). */
export function settingDraft(editor: SettingEditor, value: unknown): SettingDraft {
  const draft: SettingDraft = { text: '', items: [], on: false, min: '', max: '' };
  switch (editor.kind) {
    case 'currencies':
    case 'features':
      return { ...draft, items: strings(value) };
    case 'entries':
      return { ...draft, text: strings(value).join('\n') };
    case 'switch':
      return { ...draft, on: value === true };
    case 'bounds': {
      const b = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
      return { ...draft, min: str(b.min), max: str(b.max) };
    }
    case 'json':
      return { ...draft, text: value === undefined ? '' : JSON.stringify(value, null, 2) };
    default:
      return { ...draft, text: str(value) };
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ID = /^[1-9]\d{0,17}$/;
const positive = (v: string) => isDecimal(v) && compareDecimal(v, '0') > 0;

/** Whether `v` is a real calendar date `YYYY-MM-DD`. */
function isDate(v: string): boolean {
  const m = DATE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
}

/** A decimal field's problem, or null: required, a plain decimal, above 0. */
function decimalProblem(v: string): SettingProblem | null {
  if (v === '') return 'required';
  if (!/^\d+(\.\d+)?$/.test(v)) return 'decimal';
  return positive(v) ? null : 'positive';
}

/**
 * The value to send for a draft, or why it cannot be sent. Lists keep their order and lose
 * duplicates; amounts stay decimal strings (never numbers); blocklist entries are one per
 * line, blank lines ignored.
 */
export function parseSettingDraft(editor: SettingEditor, draft: SettingDraft): SettingParse {
  const text = draft.text.trim();
  const fail = (problem: SettingProblem, field: 'value' | 'min' | 'max' = 'value') =>
    ({ ok: false, problems: { [field]: problem } }) as SettingParse;
  switch (editor.kind) {
    case 'currencies':
    case 'features':
      return { ok: true, value: [...new Set(draft.items)] };
    case 'switch':
      return { ok: true, value: draft.on };
    case 'currency':
      return text ? { ok: true, value: text } : fail('required');
    case 'bounds': {
      const min = draft.min.trim();
      const max = draft.max.trim();
      const problems: Partial<Record<'min' | 'max', SettingProblem>> = {};
      const minProblem = decimalProblem(min);
      const maxProblem = decimalProblem(max);
      if (minProblem) problems.min = minProblem;
      if (maxProblem) problems.max = maxProblem;
      if (!minProblem && !maxProblem && compareDecimal(min, max) > 0) problems.max = 'minAboveMax';
      return Object.keys(problems).length
        ? { ok: false, problems }
        : { ok: true, value: { min, max } };
    }
    case 'amount': {
      const problem = decimalProblem(text);
      return problem ? fail(problem) : { ok: true, value: text };
    }
    case 'integer':
      if (text === '') return fail('required');
      return /^\d{1,9}$/.test(text) ? { ok: true, value: Number(text) } : fail('integer');
    case 'date':
      if (text === '') return fail('required');
      return isDate(text) ? { ok: true, value: text } : fail('date');
    case 'email':
      if (text === '') return fail('required');
      return EMAIL.test(text) ? { ok: true, value: text } : fail('email');
    case 'entries': {
      const lines = text
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      if (editor.entry === 'id' && lines.some((l) => !ID.test(l))) return fail('entry');
      if (new Set(lines).size !== lines.length) return fail('duplicate');
      return { ok: true, value: editor.entry === 'id' ? lines.map(Number) : lines };
    }
    case 'json': {
      if (text === '') return fail('required');
      try {
        const value: unknown = JSON.parse(text);
        return value === null ? fail('required') : { ok: true, value };
      } catch {
        return fail('json');
      }
    }
  }
}

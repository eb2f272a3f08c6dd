import {
  type CurrencyType,
  KNOWN_SETTING_KEYS,
  SETTING_GROUPS,
  type SettingDraft,
  type SettingGroup,
  settingGroup,
} from '@flexportal/core/admin';

/** A field of a setting's editor that a message belongs to. */
export type SettingField = 'value' | 'min' | 'max';

/**
 * The editor field a server error's field belongs to: `value.min`/`value.max` to the
 * bounds' inputs, anything else (`value`, `value.2`, `key`) to the editor as a whole.
 */
export function settingFieldOf(serverField: string): SettingField {
  if (serverField === 'value.min') return 'min';
  if (serverField === 'value.max') return 'max';
  return 'value';
}

/** The server's field errors gathered per editor field, each field's messages in order. */
export function settingServerErrors(
  errors: Readonly<Record<string, string>>,
): Partial<Record<SettingField, string[]>> {
  const out: Partial<Record<SettingField, string[]>> = {};
  for (const [field, message] of Object.entries(errors)) {
    const to = settingFieldOf(field);
    out[to] = [...(out[to] ?? []), message];
  }
  return out;
}

/** A dictionary currency as the currencies dictionaries list it. */
interface DictionaryCurrency {
  value: string;
}

/**
 * The choices of a currency editor: the dictionary's currencies of the type (the setting
 * decides which are enabled, so every one is offered), then any code the stored value has
 * that the dictionary lacks, so it stays visible and can be taken out.
 */
export function currencyChoices(
  type: CurrencyType,
  dictionaries: {
    fiat?: readonly DictionaryCurrency[] | undefined;
    crypto?: readonly DictionaryCurrency[] | undefined;
  },
  current: readonly string[],
): string[] {
  const fiat = (dictionaries.fiat ?? []).map((c) => c.value);
  const crypto = (dictionaries.crypto ?? []).map((c) => c.value);
  const listed = type === 'fiat' ? fiat : type === 'crypto' ? crypto : [...fiat, ...crypto];
  return [...new Set([...listed, ...current])];
}

/** The list choices of a features editor: the known features, then any stored extra. */
export function featureChoices(known: readonly string[], current: readonly string[]): string[] {
  return [...new Set([...known, ...current])];
}

/** Adds or removes one entry, keeping the order of `choices`. */
export function toggledItem(
  choices: readonly string[],
  items: readonly string[],
  item: string,
  on: boolean,
): string[] {
  const set = new Set(items);
  if (on) set.add(item);
  else set.delete(item);
  return choices.filter((c) => set.has(c));
}

/**
 * The keys the screen shows, by group in the screen's order: every key the client knows
 * (set or not), then the server's other keys, alphabetically, in `other`.
 */
export function settingSections(
  serverKeys: readonly string[],
): Array<{ group: SettingGroup; keys: string[] }> {
  const unknown = serverKeys.filter((k) => settingGroup(k) === 'other').sort();
  const keys = [...KNOWN_SETTING_KEYS, ...unknown];
  return SETTING_GROUPS.map((group) => ({
    group,
    keys: keys.filter((k) => settingGroup(k) === group),
  })).filter((s) => s.keys.length > 0);
}

/** Whether a draft still shows what was saved (the "Saved." line is for that state). */
export function sameDraft(a: SettingDraft, b: SettingDraft): boolean {
  return (
    a.text === b.text &&
    a.on === b.on &&
    a.min === b.min &&
    a.max === b.max &&
    a.items.length === b.items.length &&
    a.items.every((x, i) => x === b.items[i])
  );
}

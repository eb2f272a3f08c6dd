import { compareDecimal } from '../domain/decimal.js';
import { type SettingEditor, settingEditor } from '../domain/settingKeys.js';
import { z } from './zod.js';

/** A portal setting (AC-3-23, AC-7admin-20): key and any JSON value. */
export const Setting = z.object({ key: z.string(), value: z.unknown(), updated_at: z.string() });
export type Setting = z.infer<typeof Setting>;

/** The dictionary lists a setting's value may draw from (the server's own). */
export interface SettingLists {
  fiat: readonly string[];
  crypto: readonly string[];
  features: readonly string[];
}

/** A plain decimal string above 0, at most 18 digits on each side of the point. */
const PositiveDecimal = z
  .string({ error: 'The value must be a decimal string.' })
  .regex(/^\d{1,18}(\.\d{1,18})?$/, 'The value must be a decimal number, like 1000.00.')
  .refine((v) => compareDecimal(v, '0') > 0, 'The value must be greater than 0.');

const uniqueList = <T extends z.ZodType>(item: T, what: string) =>
  z
    .array(item, { error: `The value must be a list of ${what}.` })
    .max(1000, 'The list may not have more than 1000 entries.')
    .refine((l) => new Set(l).size === l.length, 'The list may not repeat an entry.');

const oneOf = (list: readonly string[], what: string) =>
  z
    .string({ error: `Each entry must be ${what}.` })
    .refine((v) => list.includes(v), { error: (i) => `${String(i.input)} is not ${what}.` });

function currencies(type: 'fiat' | 'crypto' | 'any', lists: SettingLists): readonly string[] {
  return type === 'fiat'
    ? lists.fiat
    : type === 'crypto'
      ? lists.crypto
      : [...lists.fiat, ...lists.crypto];
}

/** The schema of one editor's value. */
function schemaOf(editor: SettingEditor, lists: SettingLists): z.ZodType {
  switch (editor.kind) {
    case 'currencies':
      return uniqueList(
        oneOf(
          currencies(editor.type, lists),
          editor.type === 'any'
            ? 'a currency of the dictionary'
            : `a ${editor.type} currency of the dictionary`,
        ),
        'currency codes',
      );
    case 'currency':
      return oneOf(currencies(editor.type, lists), 'a currency of the dictionary');
    case 'features':
      return uniqueList(oneOf(lists.features, 'a company feature'), 'company features');
    case 'bounds':
      return z
        .object(
          { min: PositiveDecimal, max: PositiveDecimal },
          { error: 'The value must be {min, max}.' },
        )
        .strict()
        .refine((b) => compareDecimal(b.min, b.max) <= 0, {
          path: ['max'],
          error: 'The maximum may not be below the minimum.',
        });
    case 'amount':
      return PositiveDecimal;
    case 'integer':
      return z
        .number({ error: 'The value must be a whole number.' })
        .int('The value must be a whole number.')
        .min(0, 'The value may not be negative.')
        .max(999_999_999, 'The value is too large.');
    case 'switch':
      return z.boolean({ error: 'The value must be true or false.' });
    case 'date':
      return z.iso.date({ error: 'The value must be a date, YYYY-MM-DD.' });
    case 'email':
      return z.email({ error: 'The value must be an e-mail address.' }).max(254);
    case 'entries':
      return editor.entry === 'id'
        ? uniqueList(z.number().int().positive('Each entry must be a company id.'), 'company ids')
        : uniqueList(
            z
              .string()
              .trim()
              .min(1, 'An entry may not be empty.')
              .max(200, 'An entry may not exceed 200 characters.'),
            'entries',
          );
    case 'json':
      return z.unknown();
  }
}

/**
 * The schema a known key's value must match (AC-3-24..26; the server answers 422 on
 * `value` otherwise), or null for a key the client does not know (any JSON value).
 */
export function settingValueSchema(key: string, lists: SettingLists): z.ZodType | null {
  const editor = settingEditor(key);
  return editor.kind === 'json' ? null : schemaOf(editor, lists);
}

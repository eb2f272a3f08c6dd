/** The image columns of the white-label record (AC-7mgr-10). */
export const WHITE_LABEL_IMAGE_COLUMNS = ['logo', 'dark_logo', 'favicon', 'background'] as const;
export type WhiteLabelImageColumn = (typeof WHITE_LABEL_IMAGE_COLUMNS)[number];

/** The white-label record as `company/white-label` answers it. */
export interface WhiteLabelRecord {
  name: string;
  primary_color: string;
  secondary_color: string;
  support_email: string | null;
  logo_url: string | null;
  dark_logo_url: string | null;
  favicon_url: string | null;
  background_url: string | null;
}

/** The form's draft: texts as typed. */
export interface WhiteLabelValues {
  name: string;
  primary_color: string;
  secondary_color: string;
  support_email: string;
}

/** Default theme colours (AC-1-03). */
const DEFAULT_PRIMARY = '#0d6efd';
const DEFAULT_SECONDARY = '#6c757d';

/** Whether a value is a six-digit hex colour, the only form the server keeps. */
export const isHexColour = (v: string): boolean => /^#[0-9a-f]{6}$/i.test(v);

/** The draft of a loaded record. */
export const whiteLabelValues = (r: WhiteLabelRecord | null): WhiteLabelValues => ({
  name: r?.name ?? '',
  primary_color: r?.primary_color ?? DEFAULT_PRIMARY,
  secondary_color: r?.secondary_color ?? DEFAULT_SECONDARY,
  support_email: r?.support_email ?? '',
});

/** The body of `PUT company/white-label`: trimmed texts, no support e-mail as null. */
export function whiteLabelBody(v: WhiteLabelValues) {
  const email = v.support_email.trim();
  return {
    name: v.name.trim(),
    primary_color: v.primary_color,
    secondary_color: v.secondary_color,
    support_email: email === '' ? null : email,
  };
}

/**
 * The custom properties of the live preview: the draft's colours while they are valid hex
 * colours, else the defaults (a half-typed colour never reaches CSS).
 */
export function previewTheme(v: Pick<WhiteLabelValues, 'primary_color' | 'secondary_color'>) {
  return {
    '--fp-primary': isHexColour(v.primary_color) ? v.primary_color : DEFAULT_PRIMARY,
    '--fp-secondary': isHexColour(v.secondary_color) ? v.secondary_color : DEFAULT_SECONDARY,
  } as const;
}

/** The record's URL of an image column. */
export const imageUrlOf = (r: WhiteLabelRecord | null, column: WhiteLabelImageColumn) =>
  r?.[`${column}_url`] ?? null;

/** The fields of the form, in the order the screen shows them. */
const FIELDS = ['name', 'support_email', 'primary_color', 'secondary_color'] as const;

/**
 * The fields a save would change on the record, in the screen's order: compared as they
 * would be sent (trimmed, colours case-blind, no e-mail as none). Empty when there is no
 * record yet or nothing differs.
 */
export function whiteLabelChanges(
  record: WhiteLabelRecord | null,
  draft: WhiteLabelValues,
): Array<keyof WhiteLabelValues> {
  if (!record) return [];
  const sent = whiteLabelBody(draft);
  const saved = whiteLabelBody(whiteLabelValues(record));
  const same = (a: string | null, b: string | null, key: (typeof FIELDS)[number]) =>
    key.endsWith('_color') ? a?.toLowerCase() === b?.toLowerCase() : a === b;
  return FIELDS.filter((key) => !same(sent[key], saved[key], key));
}

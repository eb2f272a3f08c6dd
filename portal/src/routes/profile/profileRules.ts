import { measurePassword } from '@flexportal/core';
import type { AvatarProblem } from '@flexportal/core/avatar';
import type { PortalKey } from '../../i18n/portalTexts.js';

/** Longest first or last name the sandbox keeps (PUT profile, PP-7.2-14). */
export const NAME_MAX = 120;

/** What the name form sends (PUT profile). */
export interface NameDraft {
  first_name: string;
  last_name: string;
}

/** What the password form sends (PUT profile/password, PP-7.2-16). */
export interface PasswordDraft {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** A form's own findings: field to the text key that says what is wrong. */
export type FieldProblems<D> = Partial<Record<keyof D, PortalKey>>;

/** The first letter of each name (or of the e-mail), upper-case, for a user without a picture. */
export function initialsOf(user: {
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  email?: string | null | undefined;
}): string {
  const first = (text: string | null | undefined) => [...(text ?? '').trim()][0] ?? '';
  const initials = `${first(user.first_name)}${first(user.last_name)}` || first(user.email);
  return initials.toLocaleUpperCase() || '?';
}

/** The name form's checks before sending: a first name, each name at most {@link NAME_MAX}. */
export function nameProblems(draft: NameDraft): FieldProblems<NameDraft> {
  const problems: FieldProblems<NameDraft> = {};
  if (!draft.first_name.trim()) problems.first_name = 'portal.firstNameRequired';
  else if ([...draft.first_name.trim()].length > NAME_MAX)
    problems.first_name = 'portal.nameTooLong';
  if ([...draft.last_name.trim()].length > NAME_MAX) problems.last_name = 'portal.nameTooLong';
  return problems;
}

/**
 * The password form's checks before sending: the current password given, the new one
 * passing the meter (PP-5-25, PP-5-26) and typed the same twice.
 */
export function passwordProblems(draft: PasswordDraft): FieldProblems<PasswordDraft> {
  const problems: FieldProblems<PasswordDraft> = {};
  if (!draft.current_password) problems.current_password = 'portal.currentPasswordRequired';
  if (!measurePassword(draft.password).valid) problems.password = 'portal.passwordTooWeak';
  else if (draft.password !== draft.password_confirmation) {
    problems.password_confirmation = 'portal.passwordsDiffer';
  }
  return problems;
}

/**
 * Whether an avatar the server answered with may be shown: a data URL of an avatar type
 * (how the sandbox stores it), never an address to fetch, which the CSP would refuse anyway.
 */
export function isShownAvatar(avatar: string | null | undefined): avatar is string {
  return (
    typeof avatar === 'string' &&
    /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/.test(avatar)
  );
}

/** The text of core's avatar check (`avatarProblem`). */
export const AVATAR_PROBLEM_KEYS: Readonly<Record<AvatarProblem, PortalKey>> = {
  missing: 'portal.pictureMissing',
  empty: 'portal.pictureEmpty',
  type: 'portal.pictureType',
  'too-large': 'portal.pictureTooLarge',
};

/** Which checks the password meter applies (PP-5-25, PP-5-26). */
export interface PasswordRules {
  /** Minimum length (8). */
  minLength: number;
  /** Require a digit. */
  digit: boolean;
  /** Require a special character. */
  special: boolean;
  /** Require an upper-case letter. */
  uppercase: boolean;
  /** Require a lower-case letter. */
  lowercase: boolean;
}

/** Defaults: minimum 8, digit and special on, uppercase and lowercase off (PP-5-26). */
export const DEFAULT_PASSWORD_RULES: Readonly<PasswordRules> = Object.freeze({
  minLength: 8,
  digit: true,
  special: true,
  uppercase: false,
  lowercase: false,
});

/** Result of {@link measurePassword}: each enabled check, how many pass, and validity. */
export interface PasswordMeter {
  /** Each enabled check and whether it passes. */
  checks: {
    length: boolean;
    digit?: boolean;
    special?: boolean;
    uppercase?: boolean;
    lowercase?: boolean;
  };
  /** How many enabled checks pass. */
  passed: number;
  /** How many checks are enabled. */
  total: number;
  /** True when every enabled check passes. */
  valid: boolean;
}

/** Scores a password against the enabled rules; `valid` when every enabled check passes. */
export function measurePassword(
  password: string,
  rules: Partial<PasswordRules> = {},
): PasswordMeter {
  const r = { ...DEFAULT_PASSWORD_RULES, ...rules };
  const checks: PasswordMeter['checks'] = { length: [...password].length >= r.minLength };
  if (r.digit) checks.digit = /\d/.test(password);
  if (r.special) checks.special = /[^\p{L}\p{N}\s]/u.test(password);
  if (r.uppercase) checks.uppercase = /\p{Lu}/u.test(password);
  if (r.lowercase) checks.lowercase = /\p{Ll}/u.test(password);
  const values = Object.values(checks);
  const passed = values.filter(Boolean).length;
  return { checks, passed, total: values.length, valid: passed === values.length };
}

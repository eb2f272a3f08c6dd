import { describe, expect, it } from 'vitest';
import {
  AVATAR_PROBLEM_KEYS,
  initialsOf,
  isShownAvatar,
  NAME_MAX,
  nameProblems,
  passwordProblems,
} from './profileRules.js';

describe('initialsOf: who a profile without a picture shows', () => {
  it('takes the first letter of each name, upper-case', () => {
    expect(initialsOf({ first_name: 'ada', last_name: 'lovelace' })).toBe('AL');
    expect(initialsOf({ first_name: ' Émile ', last_name: null })).toBe('É');
    expect(initialsOf({ first_name: '𝒜lice', last_name: 'Zed' })).toBe('𝒜Z');
  });

  it('falls back to the e-mail, then to a question mark', () => {
    expect(initialsOf({ first_name: '', email: 'treasurer@acme.test' })).toBe('T');
    expect(initialsOf({})).toBe('?');
  });
});

describe('nameProblems: the name form before it is sent (PP-7.2-14)', () => {
  it('needs a first name; the last name may be empty', () => {
    expect(nameProblems({ first_name: 'Ada', last_name: '' })).toEqual({});
    expect(nameProblems({ first_name: '  ', last_name: 'Lovelace' })).toEqual({
      first_name: 'portal.firstNameRequired',
    });
  });

  it('allows 120 characters per name, not 121', () => {
    const max = 'a'.repeat(NAME_MAX);
    expect(nameProblems({ first_name: max, last_name: max })).toEqual({});
    expect(nameProblems({ first_name: `${max}a`, last_name: `${max}a` })).toEqual({
      first_name: 'portal.nameTooLong',
      last_name: 'portal.nameTooLong',
    });
  });
});

describe('passwordProblems: the password form before it is sent (PP-7.2-16, PP-5-25/26)', () => {
  const good = {
    current_password: 'Old#2026x',
    password: 'New#2026x',
    password_confirmation: 'New#2026x',
  };

  it('passes a current password and a new one that meets the meter, typed twice', () => {
    expect(passwordProblems(good)).toEqual({});
  });

  it('asks for the current password', () => {
    expect(passwordProblems({ ...good, current_password: '' })).toEqual({
      current_password: 'portal.currentPasswordRequired',
    });
  });

  it('refuses a new password short of 8, without a digit or without a special character', () => {
    for (const password of ['Ab#1xyz', 'Abcdefg#', 'Abcdefg1']) {
      expect(passwordProblems({ ...good, password, password_confirmation: password })).toEqual({
        password: 'portal.passwordTooWeak',
      });
    }
  });

  it('says when the repeat differs', () => {
    expect(passwordProblems({ ...good, password_confirmation: 'New#2026y' })).toEqual({
      password_confirmation: 'portal.passwordsDiffer',
    });
  });

  it('has a text for every avatar problem of core', () => {
    expect(Object.keys(AVATAR_PROBLEM_KEYS).sort()).toEqual([
      'empty',
      'missing',
      'too-large',
      'type',
    ]);
  });
});

describe('isShownAvatar: only a stored picture is drawn', () => {
  it('takes a base64 data URL of png, jpeg or webp', () => {
    expect(isShownAvatar('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isShownAvatar('data:image/webp;base64,UklGRg==')).toBe(true);
  });

  it('refuses none, other types and addresses', () => {
    expect(isShownAvatar(null)).toBe(false);
    expect(isShownAvatar('')).toBe(false);
    expect(isShownAvatar('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isShownAvatar('https://evil.test/a.png')).toBe(false);
    expect(isShownAvatar('data:image/png;base64,"onerror=alert(1)')).toBe(false);
  });
});

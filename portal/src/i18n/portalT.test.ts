import { USER_MENU_LABELS } from '@flexportal/core';
import { LOCALES } from '@flexportal/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU } from '../app/menus/adminMenu.js';
import { MANAGER_MENU } from '../app/menus/managerMenu.js';
import { ROUTES } from '../app/routes/index.js';
import { initialLocale } from './localeStore.js';
import { PORTAL_MESSAGES, portalT } from './portalT.js';

const UI = [
  'Live updates',
  ...[
    'Invited by',
    'First name',
    'Last name',
    'Company name',
    'Legal type',
    'Individual',
    'Password',
    'Repeat the password',
    'Create the account',
  ],
  ...[
    'This link is not valid.',
    'Signing you in…',
    'Done.',
    'One moment…',
    'Send the reset link',
    'Your password is changed.',
    'New password',
    'Repeat the new password',
    'Set the new password',
    'Password strength',
    'At least 8 characters',
    'A digit',
    'A special character',
    'An upper-case letter',
    'A lower-case letter',
  ],
  ...[
    'Two-factor authentication',
    'Two-factor authentication is on.',
    'Turn off two-factor authentication',
  ],
  ...[
    'Set up two-factor authentication',
    'Scan the QR code with your authenticator app, or enter this key:',
  ],
  ...['QR code for your authenticator app', 'Code from the app', 'Turn on', 'E-mail'],
  'Dark scheme',
  'Main menu',
  'User menu',
  'Breadcrumb',
  'Language',
  'Coming soon: this screen is on its way.',
  ...['Your company is awaiting approval', 'The other pages open once the company is approved.'],
  ...[
    'Two-factor authentication unlocks the portal',
    'Accounts, transactions, beneficiaries and payments open once two-factor authentication is on.',
  ],
  ...['Other ways in', 'Forgot your password?', 'Sign up'],
  'Back to the portal',
  'Back To Admin',
  'Logout',
  ...['Search', 'No users found.', 'Name', 'Role', 'Company', 'Actions', 'Log in as'],
  ...['This user cannot be impersonated.', 'You are acting as'],
  ...[
    'Getting your chat sign-in…',
    'Your chat sign-in is ready.',
    'Open the chat',
    'Enter this token in the chat when it asks for one. It signs you in as you: do not share it.',
    'Chat sign-in token',
    'Copy the token',
    'Copied.',
    'Your browser did not allow copying: select the token and copy it.',
    'The chat sign-in failed. Please try again later.',
    'Try again',
    'Beneficiary saved',
  ],
];

describe('portal translations', () => {
  const texts = new Set([
    ...ROUTES.map((r) => r.title),
    ...[...MANAGER_MENU, ...ADMIN_MENU].map((i) => i.label),
    ...Object.values(USER_MENU_LABELS),
    ...UI,
  ]);

  it.each(Object.keys(PORTAL_MESSAGES))(
    '%s translates every route title, menu label and portal text',
    (locale) => {
      const missing = [...texts].filter(
        (t) => !PORTAL_MESSAGES[locale as keyof typeof PORTAL_MESSAGES][t],
      );
      expect(missing).toEqual([]);
    },
  );

  it('gives English as is and falls back to it', () => {
    expect(portalT('en', 'Dashboard')).toBe('Dashboard');
    expect(portalT('de', 'Dashboard')).toBe('Übersicht');
    expect(portalT('fr', 'Not a known text')).toBe('Not a known text');
    expect(LOCALES).toEqual(['en', 'es', 'de', 'ja', 'fr']);
  });

  it('starts from the kept choice, then the browser language, then English', () => {
    expect(initialLocale({ getItem: () => 'ja' }, ['de-DE'])).toBe('ja');
    expect(initialLocale({ getItem: () => null }, ['pt-BR', 'de-DE'])).toBe('de');
    expect(initialLocale({ getItem: () => 'xx' }, ['pt-BR'])).toBe('en');
  });
});

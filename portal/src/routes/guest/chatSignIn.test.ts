import { describe, expect, it } from 'vitest';
import { toChatSignIn } from './chatSignIn.js';

describe('chat sign-in answer (PP-7.2-12)', () => {
  it("reads the sandbox's token and a server's login URL", () => {
    expect(toChatSignIn({ token: 'abc', url: null })).toEqual({
      token: 'abc',
      url: null,
      asGuest: false,
    });
    expect(toChatSignIn({ url: 'https://chat.example/login?t=1' })).toEqual({
      token: null,
      url: 'https://chat.example/login?t=1',
      asGuest: false,
    });
  });

  it('never turns a non-web address into a link, and an empty answer is no sign-in', () => {
    expect(toChatSignIn({ token: 'abc', url: 'javascript:alert(1)' })).toEqual({
      token: 'abc',
      url: null,
      asGuest: false,
    });
    expect(toChatSignIn({ token: '', url: 'not a url' })).toBeNull();
    expect(toChatSignIn(null)).toBeNull();
  });

  it("tells a guest sign-in (no user id, AC-1-08) from a user's", () => {
    const guest = { token: 't', name: null, email: null, company_id: null, user_id: null };
    expect(toChatSignIn({ token: 't', url: null, guest })?.asGuest).toBe(true);
    expect(toChatSignIn({ token: 't', url: null, guest: { ...guest, user_id: 4 } })?.asGuest).toBe(
      false,
    );
  });
});

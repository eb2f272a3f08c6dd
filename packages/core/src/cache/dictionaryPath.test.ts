import { describe, expect, it } from 'vitest';
import { dictionaryPath } from './dictionaryPath.js';

describe('AC-7mgr-37 / AC-8 dictionary file urls through the client', () => {
  const abs = 'http://api.test/api/v2';

  it('takes a relative url as a path under the base', () => {
    expect(dictionaryPath('dictionaries/files/countries', abs)).toBe(
      'dictionaries/files/countries',
    );
    expect(dictionaryPath('dictionaries/files/countries?v=2', '/api/v2')).toBe(
      'dictionaries/files/countries?v=2',
    );
  });

  it('turns a root-relative or absolute url on the API origin into a path under the base', () => {
    expect(dictionaryPath('/api/v2/dictionaries/files/countries', abs)).toBe(
      'dictionaries/files/countries',
    );
    expect(dictionaryPath('http://api.test/api/v2/dictionaries/files/roles', `${abs}/`)).toBe(
      'dictionaries/files/roles',
    );
    // A same-origin base (the portal's `/api/v2`): the API's origin is the page's.
    expect(
      dictionaryPath(
        'http://127.0.0.1:5173/api/v2/dictionaries/files/countries',
        '/api/v2',
        'http://127.0.0.1:5173',
      ),
    ).toBe('dictionaries/files/countries');
  });

  it('asks its own API for a file a proxied server names at another origin or port', () => {
    // The sandbox behind the portal's proxy names files at its own port (18083); the portal
    // reaches it at /api/v2 on 15176: the path is what counts, the token stays with our API.
    expect(
      dictionaryPath(
        'http://127.0.0.1:18083/api/v2/dictionaries/files/countries',
        '/api/v2',
        'http://127.0.0.1:15176',
      ),
    ).toBe('dictionaries/files/countries');
    expect(dictionaryPath('https://cdn.test/api/v2/dictionaries/files/roles', abs)).toBe(
      'dictionaries/files/roles',
    );
    expect(
      dictionaryPath('http://127.0.0.1:5173/api/v2/dictionaries/files/countries', '/api/v2'),
    ).toBe('dictionaries/files/countries');
  });

  it('refuses credentials, or a path outside the base', () => {
    expect(dictionaryPath('http://u:p@api.test/api/v2/x', abs)).toBeNull();
    expect(dictionaryPath('//evil.test/api/v1/x', abs)).toBeNull();
    expect(dictionaryPath('/api/v1/dictionaries/files/roles', abs)).toBeNull();
    expect(dictionaryPath('/api/v2x/files/roles', abs)).toBeNull();
    expect(dictionaryPath('../v1/files', abs)).toBeNull();
    expect(dictionaryPath('', abs)).toBeNull();
  });
});

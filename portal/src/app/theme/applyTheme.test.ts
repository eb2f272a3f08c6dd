// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyTheme } from './applyTheme.js';
import { toPortalTheme } from './portalTheme.js';

describe('applyTheme puts the white label background on the page (AC-1-03)', () => {
  it('sets the background property from background_url and removes it when there is none', () => {
    const root = document.documentElement;
    applyTheme(toPortalTheme({ background_url: '/media/bg.jpg' }), 'light');
    expect(root.style.getPropertyValue('--fp-background-image')).toBe(
      `url("${new URL('/media/bg.jpg', document.baseURI).href}")`,
    );
    applyTheme(toPortalTheme({}), 'light');
    expect(root.style.getPropertyValue('--fp-background-image')).toBe('');
  });
});

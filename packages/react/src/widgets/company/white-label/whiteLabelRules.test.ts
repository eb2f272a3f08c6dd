import { describe, expect, it } from 'vitest';
import {
  imageUrlOf,
  isHexColour,
  previewTheme,
  whiteLabelBody,
  whiteLabelChanges,
  whiteLabelValues,
} from './whiteLabelRules.js';

describe('white-label rules', () => {
  it('starts from the record, else the default colours', () => {
    expect(whiteLabelValues(null)).toEqual({
      name: '',
      primary_color: '#0d6efd',
      secondary_color: '#6c757d',
      support_email: '',
    });
  });

  it('previews only valid hex colours', () => {
    expect(isHexColour('#AA3300')).toBe(true);
    expect(isHexColour('#a30')).toBe(false);
    expect(previewTheme({ primary_color: '#aa3300', secondary_color: 'red;x' })).toEqual({
      '--fp-primary': '#aa3300',
      '--fp-secondary': '#6c757d',
    });
  });

  it('sends trimmed texts, an empty support e-mail as null', () => {
    expect(
      whiteLabelBody({
        name: ' Acme Pay ',
        primary_color: '#112233',
        secondary_color: '#445566',
        support_email: ' ',
      }),
    ).toEqual({
      name: 'Acme Pay',
      primary_color: '#112233',
      secondary_color: '#445566',
      support_email: null,
    });
  });

  it('reads the url of an image column', () => {
    const r = {
      ...whiteLabelValues(null),
      support_email: null,
      logo_url: '/l',
      dark_logo_url: null,
      favicon_url: null,
      background_url: '/b',
    };
    expect(imageUrlOf(r, 'logo')).toBe('/l');
    expect(imageUrlOf(r, 'dark_logo')).toBeNull();
    expect(imageUrlOf(null, 'background')).toBeNull();
  });

  it('names the fields a save would change, as they would be sent (issue 38)', () => {
    const record = {
      name: 'Acme Pay',
      primary_color: '#aa3300',
      secondary_color: '#112233',
      support_email: null,
      logo_url: '/api/v2/white-label/images/1',
      dark_logo_url: null,
      favicon_url: null,
      background_url: null,
    };
    const draft = whiteLabelValues(record);
    expect(whiteLabelChanges(record, draft)).toEqual([]);
    expect(whiteLabelChanges(null, draft)).toEqual([]);
    expect(
      whiteLabelChanges(record, { ...draft, name: ' Acme Pay ', primary_color: '#AA3300' }),
    ).toEqual([]);
    expect(
      whiteLabelChanges(record, {
        ...draft,
        secondary_color: '#000000',
        name: 'Acme',
        support_email: 'help@acme.test',
      }),
    ).toEqual(['name', 'support_email', 'secondary_color']);
  });
});

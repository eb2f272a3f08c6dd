import { describe, expect, it } from 'vitest';
import { countriesOf, countryOptions } from './countryOptions.js';

const LIST = [
  { code: 'AF', name: 'Afghanistan' },
  { code: 'DE', name: 'Germany' },
];

describe('the country picker rules (issue 38)', () => {
  it('reads a dictionary file of code and name; anything else is no list', () => {
    expect(countriesOf(LIST)).toEqual(LIST);
    expect(countriesOf([{ code: 'DE' }, ...LIST])).toEqual(LIST);
    expect(countriesOf(undefined)).toBeNull();
    expect(countriesOf([])).toBeNull();
    expect(countriesOf({ data: LIST })).toBeNull();
  });

  it('offers every country by code, in the dictionary order', () => {
    expect(countryOptions(LIST, 'DE')).toEqual([
      { value: 'AF', label: 'Afghanistan' },
      { value: 'DE', label: 'Germany' },
    ]);
  });

  it('keeps a value the list does not hold first, as itself', () => {
    expect(countryOptions(LIST, 'Deutschland')[0]).toEqual({
      value: 'Deutschland',
      label: 'Deutschland',
    });
    expect(countryOptions([], 'NL')).toEqual([{ value: 'NL', label: 'NL' }]);
    expect(countryOptions([], '')).toEqual([]);
  });
});

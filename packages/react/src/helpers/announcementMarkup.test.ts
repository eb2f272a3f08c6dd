import { describe, expect, it } from 'vitest';
import { parseMarkup } from './announcementMarkup.js';

describe('parseMarkup', () => {
  it('keeps the allowed tags as elements and the rest as text', () => {
    expect(parseMarkup('<b>Maintenance</b> window')).toEqual([
      { tag: 'b', children: ['Maintenance'] },
      ' window',
    ]);
    expect(parseMarkup('a<br>b<BR/>c')).toEqual([
      'a',
      { tag: 'br', children: [] },
      'b',
      { tag: 'br', children: [] },
      'c',
    ]);
  });
  it('nests, and closes what is left open at the end', () => {
    expect(parseMarkup('<em>x <strong>y</strong>')).toEqual([
      { tag: 'em', children: ['x ', { tag: 'strong', children: ['y'] }] },
    ]);
  });
  it('leaves tags with attributes, unknown tags and stray closings as text', () => {
    expect(parseMarkup('<b onmouseover="__xss(1)">x</b>')).toEqual([
      '<b onmouseover="__xss(1)">x</b>',
    ]);
    expect(parseMarkup('<script>__xss(2)</script>')).toEqual(['<script>__xss(2)</script>']);
    expect(parseMarkup('a</i>b')).toEqual(['a</i>b']);
    expect(parseMarkup('<img src=x onerror=__xss(3)>')).toEqual(['<img src=x onerror=__xss(3)>']);
  });
  it('closes an element when an outer one closes', () => {
    expect(parseMarkup('<b>a<i>b</b>c')).toEqual([
      { tag: 'b', children: ['a', { tag: 'i', children: ['b'] }] },
      'c',
    ]);
  });
});

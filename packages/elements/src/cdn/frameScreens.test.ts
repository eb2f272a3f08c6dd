import { type PropKind, SCREENS } from '@flexportal/react/registry';
import { expect, it } from 'vitest';
import { decodeFrameScreens, encodeFrameScreens } from './frameScreens.mjs';

it("frame.js's string gives back every frame screen's tag, props, json kinds and events", () => {
  const framed = SCREENS.filter((s) => s.frame);
  const decoded = decodeFrameScreens(encodeFrameScreens(framed));
  expect(decoded.map((s) => s.tag)).toEqual(framed.map((s) => s.tag));
  for (const [i, screen] of framed.entries()) {
    const back = decoded[i];
    expect(Object.keys(back?.props ?? {})).toEqual(Object.keys(screen.props));
    // PropKind, not the registry's literal kinds: no frame screen may have a json prop today.
    for (const [prop, kind] of Object.entries<PropKind>(screen.props))
      expect(back?.props[prop]).toBe(kind === 'json' ? 'json' : 'string');
    expect(back?.events).toEqual(
      Object.fromEntries(
        Object.entries(screen.events).map(([k, o]) => [
          k,
          { bubbles: o.bubbles === true, composed: o.composed === true },
        ]),
      ),
    );
  }
});

it('keeps json kinds; refuses a tag not named after its screen and a quiet event', () => {
  const screen = {
    name: 'x',
    tag: 'flexportal-x',
    props: { a: 'json', b: 'number' },
    events: { onC: { bubbles: true, composed: true } },
  } as const;
  expect(decodeFrameScreens(encodeFrameScreens([screen]))).toEqual([
    {
      name: 'x',
      tag: 'flexportal-x',
      props: { a: 'json', b: 'string' },
      events: { onC: { bubbles: true, composed: true } },
    },
  ]);
  expect(() => encodeFrameScreens([{ ...screen, tag: 'other-x' }])).toThrow();
  expect(() => encodeFrameScreens([{ ...screen, events: { onB: { bubbles: true } } }])).toThrow(
    /bubbling, composed/,
  );
});

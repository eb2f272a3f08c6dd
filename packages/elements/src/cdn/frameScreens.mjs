// The registry's frame screens as frame.js carries them: one short string instead of JSON.
// The build encodes, frame.js decodes. Lossless for what a framed element reads (its tag,
// props, whether a prop is `json`, its events); other prop kinds read as `string`, which a
// framed element treats alike (it passes text on; the portal coerces by kind). Every event
// of the registry bubbles and is composed: the build fails on one that does not, rather
// than carry flags no screen uses (frame.js and the loader share a 6 KB budget).
//
//   screen;screen;…   screen = name|props|events   props, events: space-separated
//   prop: `name` or `name:json`      event: `onName`

/**
 * @param {ReadonlyArray<{ name: string, tag: string, props: Readonly<Record<string, string>>, events: Readonly<Record<string, { bubbles?: boolean, composed?: boolean }>> }>} screens
 * @returns {string}
 */
export function encodeFrameScreens(screens) {
  return screens
    .map(({ name, tag, props, events }) => {
      if (tag !== `flexportal-${name}`) throw new Error(`${tag} is not flexportal-${name}`);
      const p = Object.entries(props).map(([k, kind]) => (kind === 'json' ? `${k}:json` : k));
      const e = Object.entries(events).map(([k, o]) => {
        if (o.bubbles !== true || o.composed !== true)
          throw new Error(`${tag} ${k}: frame mode carries bubbling, composed events only`);
        return k;
      });
      return `${name}|${p.join(' ')}|${e.join(' ')}`;
    })
    .join(';');
}

/**
 * @param {string} text
 * @returns {Array<{ name: string, tag: string, props: Record<string, 'string' | 'json'>, events: Record<string, { bubbles: boolean, composed: boolean }> }>}
 */
export function decodeFrameScreens(text) {
  const items = (list) => (list ? list.split(' ') : []);
  return text.split(';').map((screen) => {
    const [name = '', props = '', events = ''] = screen.split('|');
    return {
      name,
      tag: `flexportal-${name}`,
      props: Object.fromEntries(
        items(props)
          .map((p) => p.split(':'))
          .map(([k, kind]) => [k, kind ? 'json' : 'string']),
      ),
      events: Object.fromEntries(items(events).map((k) => [k, { bubbles: true, composed: true }])),
    };
  });
}

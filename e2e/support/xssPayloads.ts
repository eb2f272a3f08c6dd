/**
 * XSS payloads for R12. Each one, if it ever ran, would call `__xss(<its number>)` (a
 * binding the spec exposes) or open a dialog; `{n}` is replaced by the payload's number.
 * Short enough (at most {@link MAX_PAYLOAD_LENGTH}) for the 120-character name fields.
 */
const VECTORS = [
  // classic script and event handlers
  '<script>__xss({n})</script>',
  '<img src=x onerror=__xss({n})>',
  '<img src="x" onerror="__xss({n})">',
  '<body onload=__xss({n})>',
  '<input autofocus onfocus=__xss({n})>',
  '<details open ontoggle=__xss({n})>',
  '<video><source onerror=__xss({n})>',
  '<marquee onstart=__xss({n})>',
  '<style onload=__xss({n})></style>',
  // SVG and MathML
  '<svg onload=__xss({n})>',
  '<svg><script>__xss({n})</script></svg>',
  '<svg><a href="javascript:__xss({n})"><text>x</text></a>',
  '<math><mtext><img src=x onerror=__xss({n})>',
  // javascript: URLs and frames
  'javascript:__xss({n})',
  ' JaVaScRiPt:__xss({n})',
  '<a href="javascript:__xss({n})">link</a>',
  '<iframe src="javascript:parent.__xss({n})">',
  '<iframe srcdoc="<script>parent.__xss({n})</script>">',
  '<object data="javascript:__xss({n})">',
  // attribute breakers
  '"><img src=x onerror=__xss({n})>',
  "'><img src=x onerror=__xss({n})>",
  '" onmouseover="__xss({n})" x="',
  "' onfocus='__xss({n})' autofocus='",
  '</textarea><img src=x onerror=__xss({n})>',
  '</title><script>__xss({n})</script>',
  // templates and interpolation
  '{{constructor.constructor("__xss({n})")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload on purpose
  '${__xss({n})}',
  '<%= __xss({n}) %>',
  '#{__xss({n})}',
  // unicode and encoding tricks
  '\u003cimg src=x onerror=__xss({n})\u003e',
  '＜script＞__xss({n})＜/script＞',
  '&lt;img src=x onerror=__xss({n})&gt;',
  '&#60;script&#62;__xss({n})&#60;/script&#62;',
  '<img src=x onerror=\u0061lert({n})>',
  '<scr\u200bipt>__xss({n})</scr\u200bipt>',
  '\u202e<img src=x onerror=__xss({n})>',
  // dialogs (caught by the dialog listener)
  '<img src=x onerror=alert({n})>',
  '<svg onload=confirm({n})>',
  '<script>prompt({n})</script>',
] as const;

/** Longest payload, so each fits every free-text field it is stored in. */
const MAX_PAYLOAD_LENGTH = 120;

/** Numbered payloads: `count` of them, cycling through the vectors. */
export function xssPayloads(count = 100): string[] {
  const out: string[] = [];
  for (let n = 1; n <= count; n++) {
    const vector = VECTORS[(n - 1) % VECTORS.length] as string;
    // The same vector again gets a wrapper, so repeats still differ in shape.
    const round = Math.floor((n - 1) / VECTORS.length);
    const body = vector.replaceAll('{n}', String(n));
    const wrapped = round === 1 ? `Name ${body}` : round === 2 ? `${body} Ltd` : body;
    out.push(wrapped.slice(0, MAX_PAYLOAD_LENGTH));
  }
  return out;
}

/** Markers of a payload that became markup instead of text, checked in the rendered DOM. */
export const INJECTED_SELECTORS = [
  '[onerror]',
  '[onload]',
  '[onfocus]',
  '[ontoggle]',
  '[onstart]',
  '[onmouseover]',
  'iframe[srcdoc]',
  'img[src="x"]',
  'object[data^="javascript" i]',
] as const;

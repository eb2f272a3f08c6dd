/** The few tags announcement text may use, each without attributes; `br` stands alone. */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br'] as const;

/** An allowed tag. */
type AllowedTag = (typeof ALLOWED_TAGS)[number];

/** A piece of parsed text: plain characters, or an allowed element with its children. */
export type MarkupNode = string | { tag: AllowedTag; children: MarkupNode[] };

// Exactly `<tag>`, `</tag>` or `<br>`/`<br/>`; a tag with anything more (an attribute, a
// space) is not one of ours and stays text.
const TAG = /<(\/?)(b|strong|i|em|u|br)\s*(\/?)>/gi;

/**
 * Parses text from the server into plain strings and the allowed elements only (a small
 * allow-list, rendered later as React elements, never as HTML). Anything else, `<script>`
 * or `<b onclick=…>` included, stays literal text. A closing tag that closes nothing open
 * is text; tags left open close at the end.
 */
export function parseMarkup(text: string): MarkupNode[] {
  const root: MarkupNode[] = [];
  const stack: Array<{ tag: AllowedTag; children: MarkupNode[] }> = [];
  const into = () => stack.at(-1)?.children ?? root;
  const push = (node: MarkupNode) => {
    const list = into();
    const last = list.at(-1);
    if (typeof node === 'string' && typeof last === 'string') list[list.length - 1] = last + node;
    else list.push(node);
  };
  let at = 0;
  for (const m of text.matchAll(TAG)) {
    if (m.index > at) push(text.slice(at, m.index));
    at = m.index + m[0].length;
    const tag = m[2]?.toLowerCase() as AllowedTag;
    const closing = m[1] === '/';
    if (tag === 'br') {
      if (closing) push(m[0]);
      else push({ tag, children: [] });
    } else if (!closing && m[3] !== '/') {
      const el = { tag, children: [] as MarkupNode[] };
      push(el);
      stack.push(el);
    } else {
      const open = stack.findLastIndex((s) => s.tag === tag);
      if (closing && open >= 0) stack.length = open;
      else push(m[0]);
    }
  }
  if (at < text.length) push(text.slice(at));
  return root;
}

/**
 * The API calls of `spec/api-calls.md` and of the decisions' "API paths" table, read into
 * comparable keys, and the route table's calls matched against them (the contract test
 * `http/apiCalls.contract.test.ts`). Pure: text in, keys out.
 */

/** One call: an HTTP method (or `*` where the spec does not state it) and a path key. */
export interface CallKey {
  method: string;
  /** The path relative to the API v2 root, every placeholder written `{}`. */
  path: string;
}

const PLACEHOLDER = /\{[^}]*\}/g;

/** A path as the spec or a decision writes it, its placeholders made `{}`; `[..]` expanded. */
export function specPathKeys(written: string): string[] {
  const path = written.trim().replace(/^\/+/, '');
  const optional = /\[([^\]]*)\]/.exec(path);
  if (optional) {
    const [whole, inner = ''] = optional;
    return [...specPathKeys(path.replace(whole, '')), ...specPathKeys(path.replace(whole, inner))];
  }
  return [path.replace(PLACEHOLDER, '{}')];
}

/** A route of the server (`/api/v2/manager/x/:id{[0-9]+}`) as a path key (`manager/x/{}`). */
export function routePathKey(routePath: string, base: string): string {
  return routePath
    .slice(base.length)
    .replace(/^\/+/, '')
    .replace(/:[A-Za-z_]+(\{[^}]*\})?/g, '{}');
}

/** The method column: `GET`, or `*` for 'not stated (…)'. */
const methodOf = (cell: string) => (/^[A-Z]+$/.test(cell) ? cell : '*');

/**
 * The calls of `api-calls.md`: every row whose path cell holds a backticked path, a base the
 * spec names only by its label (`<Tickets>`, `a/<Users>`) replaced by the literal one the
 * decisions chose (`bases`). A row whose path the spec does not show (`path not shown`)
 * names no path and is left out.
 */
export function specCalls(markdown: string, bases: Readonly<Record<string, string>>): CallKey[] {
  const out: CallKey[] = [];
  for (const line of markdown.split('\n')) {
    const [, method = '', pathCell = ''] = line.split('|').map((c) => c.trim());
    const written = /^`([^`]+)`/.exec(pathCell)?.[1];
    if (!written || method === 'method') continue;
    const label = /^[^<]*<[^>]+>/.exec(written)?.[0];
    const path = label && bases[label] ? bases[label] + written.slice(label.length) : written;
    for (const key of specPathKeys(path)) out.push({ method: methodOf(method), path: key });
  }
  return out;
}

/** The backticked cells of each row of the table after `marker` (a `<!-- … -->` line). */
function tableAfter(markdown: string, marker: string): string[][] {
  const start = markdown.indexOf(marker);
  if (start < 0) return [];
  const rows: string[][] = [];
  for (const line of markdown.slice(start).split('\n').slice(1)) {
    if (!line.startsWith('|')) {
      if (rows.length > 0 || line.trim() !== '') break;
      continue;
    }
    const cells = line.split('|').map((c) => c.trim());
    if (/^-+$/.test(cells[1] ?? '') || cells[1] === 'method' || cells[1] === 'label') continue;
    rows.push(cells.slice(1, -1));
  }
  return rows;
}

const unquote = (cell: string) => /^`([^`]+)`$/.exec(cell)?.[1];

/**
 * The label bases of `docs/decisions.md` (table after `<!-- api-label-bases -->`,
 * `| \`<Tickets>\` | \`manager/tickets\` | reason |`): what each label stands for.
 */
export function labelBases(markdown: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [label = '', base = ''] of tableAfter(markdown, '<!-- api-label-bases -->')) {
    const l = unquote(label);
    const b = unquote(base);
    if (l && b) out[l] = b;
  }
  return out;
}

/** One recorded decision of `docs/decisions.md`'s API paths table. */
export interface PathDecision extends CallKey {
  reason: string;
}

/**
 * The rows of the table that follows the `<!-- api-path-decisions -->` marker in
 * `docs/decisions.md`: `| METHOD | \`path\` | reason |`.
 */
export function pathDecisions(markdown: string): PathDecision[] {
  const out: PathDecision[] = [];
  for (const [method = '', pathCell = '', reason = ''] of tableAfter(
    markdown,
    '<!-- api-path-decisions -->',
  )) {
    const path = unquote(pathCell);
    if (!path) continue;
    for (const key of specPathKeys(path)) out.push({ method, path: key, reason });
  }
  return out;
}

/** Whether a known call (spec row or decision) covers this one; `*` fits any method. */
export const covers = (known: CallKey, call: CallKey) =>
  known.path === call.path && (known.method === '*' || known.method === call.method);

/** The calls that neither the spec nor a decision names, as `METHOD path` lines. */
export function unrecordedCalls(
  calls: readonly CallKey[],
  spec: readonly CallKey[],
  decisions: readonly CallKey[],
): string[] {
  return calls
    .filter((call) => !spec.some((k) => covers(k, call)) && !decisions.some((k) => covers(k, call)))
    .map((c) => `${c.method} ${c.path}`);
}

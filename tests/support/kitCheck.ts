/**
 * The kit check (issue 37, "kits only"): what screen code may not write by hand, because a kit
 * or a core helper already does it. Pure: a file's path and text in, findings out; the test
 * `tests/unit/kitCheck.test.ts` feeds it the real screen files and holds the exceptions.
 */

/** The rules of the kit check; each names the road a screen takes instead. */
export const KIT_RULES = {
  /** A hand-written `<form>`: FlowForm (`packages/react/src/ui/FlowForm.tsx`) is the form. */
  form: 'a hand-written <form> (use FlowForm)',
  /** A `<table>` without the kit's `fp-table` class: DataTable or the kit's table styles. */
  table: 'a bare <table> (use DataTable or the kit class fp-table)',
  /** `client.http` in a view: loads go through a hook (useCached, useListPage, useSubmitFlow). */
  http: 'client.http in a view (.tsx; move the request into a hook)',
  /** `console.*`: logLoadFailure (`packages/react/src/hooks/logLoadFailure.ts`) logs. */
  console: 'a console call (use logLoadFailure)',
  /** Reading a thrown error's status or body: classifyError, hostFailure or the submit flow do. */
  'raw-error': 'raw error-response reading (use classifyError, hostFailure or useSubmitFlow)',
  /** A colour literal: colours come from the theme module's tokens (`--fp-*`). */
  colour: 'a colour literal (#hex, rgb(), hsl(); use the theme tokens)',
} as const;

/** One rule of the kit check. */
export type KitRule = keyof typeof KIT_RULES;

/** One finding: the rule broken, in which file, on which 1-based line. */
export interface KitFinding {
  file: string;
  rule: KitRule;
  line: number;
}

/** The folders the check scans: the screens of the react package and the portal's routes. */
const SCREEN_ROOTS = ['packages/react/src/widgets/', 'portal/src/routes/'] as const;

/** True for a screen source file: under a screen root, .ts or .tsx, not a test or its utilities. */
export function isScreenFile(file: string): boolean {
  return (
    SCREEN_ROOTS.some((root) => file.startsWith(root)) &&
    /\.tsx?$/.test(file) &&
    !/\.test(-utils)?\.tsx?$/.test(file)
  );
}

/**
 * The text with its comments blanked (line numbers kept), so that a doc comment naming
 * `console.warn` or `<form>` is not a finding. A `//` counts as a comment only at the start of a
 * line or after a space, so a URL's `https://` in a string stays.
 */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|\s)\/\/.*$/gm, '$1');
}

const HEX = /(?<![\w&/#])#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\b/g;

/** The patterns of each rule; `tsxOnly` rules apply to views only. */
const PATTERNS: ReadonlyArray<{ rule: KitRule; pattern: RegExp; tsxOnly?: boolean }> = [
  { rule: 'form', pattern: /<form\b/g, tsxOnly: true },
  { rule: 'table', pattern: /<table\b(?![^>]*\bfp-table\b)[^>]*>/g, tsxOnly: true },
  { rule: 'http', pattern: /\bclient\s*\.\s*http\b/g, tsxOnly: true },
  { rule: 'console', pattern: /\bconsole\s*\.\s*[a-z]+/g },
  { rule: 'raw-error', pattern: /\btoErrorResponse\s*\(/g },
  { rule: 'raw-error', pattern: /\bas\s*\{\s*(?:response|data)\??\s*:/g },
  { rule: 'raw-error', pattern: /\.response\??\.(?:status|json|text|headers)\b/g },
  { rule: 'colour', pattern: HEX },
  { rule: 'colour', pattern: /\b(?:rgba?|hsla?)\(/g },
];

/** Every finding of the kit check in one file (path relative to the repository's root). */
export function scanScreenFile(file: string, text: string): KitFinding[] {
  const code = withoutComments(text);
  const lineOf = (index: number) => code.slice(0, index).split('\n').length;
  const findings: KitFinding[] = [];
  for (const { rule, pattern, tsxOnly } of PATTERNS) {
    if (tsxOnly && !file.endsWith('.tsx')) continue;
    for (const m of code.matchAll(pattern)) findings.push({ file, rule, line: lineOf(m.index) });
  }
  return findings.sort((a, b) => a.line - b.line);
}

/** A screen file allowed to break one rule for now, and why (the list only shrinks). */
export interface KitException {
  file: string;
  rule: KitRule;
  reason: string;
}

const keyOf = (e: { file: string; rule: KitRule }) => `${e.file} ${e.rule}`;

/**
 * Compares findings with the exceptions: `violations` are findings of a file and rule not
 * listed (one line each, with its line numbers), `stale` the exceptions that no longer occur.
 */
export function compareWithExceptions(
  findings: readonly KitFinding[],
  exceptions: readonly KitException[],
): { violations: string[]; stale: string[] } {
  const listed = new Set(exceptions.map(keyOf));
  const found = new Map<string, number[]>();
  for (const f of findings) found.set(keyOf(f), [...(found.get(keyOf(f)) ?? []), f.line]);
  const violations = [...found]
    .filter(([key]) => !listed.has(key))
    .map(([key, lines]) => {
      const [file = '', rule = ''] = key.split(' ');
      return `${file}:${lines.join(',')} ${KIT_RULES[rule as KitRule]}`;
    });
  const stale = exceptions.filter((e) => !found.has(keyOf(e))).map(keyOf);
  return { violations, stale };
}

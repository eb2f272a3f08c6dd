/** One change of the changelog: the packages it bumps and what it says. */
export interface ChangelogEntry {
  id: string;
  bumps: Array<{ name: string; level: string }>;
  paragraphs: string[];
}

/**
 * A changeset file (`.changeset/*.md`: YAML front matter of `'package': level` lines, then
 * markdown) as an entry; the text stays plain text, never HTML.
 */
export function parseChangeset(id: string, source: string): ChangelogEntry | null {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source.replaceAll('\r\n', '\n'));
  if (!match) return null;
  const bumps = (match[1] ?? '')
    .split('\n')
    .map((line) => /^\s*['"]?([^'":]+)['"]?\s*:\s*(\w+)\s*$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ name: m[1] as string, level: m[2] as string }));
  const paragraphs = (match[2] ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
  return { id, bumps, paragraphs };
}

/** A run of a changelog paragraph: plain text, or inline code (markdown's backticks). */
interface TextRun {
  text: string;
  code: boolean;
}

/**
 * A paragraph's markdown inline code as runs, so the page shows `addDecimal(a, b)` as code
 * instead of raw backticks, as text elements (never HTML). An unmatched backtick stays text.
 */
export function inlineRuns(paragraph: string): TextRun[] {
  const runs: TextRun[] = [];
  const pattern = /`([^`]+)`/g;
  let at = 0;
  for (const m of paragraph.matchAll(pattern)) {
    if (m.index > at) runs.push({ text: paragraph.slice(at, m.index), code: false });
    runs.push({ text: m[1] as string, code: true });
    at = m.index + m[0].length;
  }
  if (at < paragraph.length) runs.push({ text: paragraph.slice(at), code: false });
  return runs;
}

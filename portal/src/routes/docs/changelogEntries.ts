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

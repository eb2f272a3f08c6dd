/**
 * What `docs/spec-map.md` must hold (issue 40): every rule ID of `spec/rules.md` written out,
 * and only files and symbols that exist. Pure: texts and a file index in, problems out; the
 * test `tests/unit/specMap.test.ts` feeds it the real files.
 */

/** The rule IDs of `rules.md`, in order: each `- **ID**` line. */
export function ruleIds(rulesMarkdown: string): string[] {
  return [...rulesMarkdown.matchAll(/^- \*\*((?:PP|AC)-[^*\s]+)\*\*/gm)].map((m) => m[1] ?? '');
}

/** The IDs of `ids` the map does not name literally (a whole ID, not a prefix of another). */
export function missingIds(ids: readonly string[], mapMarkdown: string): string[] {
  const named = new Set(mapMarkdown.match(/\b(?:PP|AC)-[0-9A-Za-z.]+-\d{2}\b/g) ?? []);
  return ids.filter((id) => !named.has(id));
}

/** A backticked name that looks like a file or folder: an extension, a slash or a glob. */
const FILE_LIKE = /^[\w@.{},*-]+(\/[\w@.{},*-]*)*$/;
const HAS_FILE_SHAPE = /\.(tsx?|mjs|cjs|js|json|md|css|html|yml|yaml|sql)$|\/$|\*/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** One backticked citation of the map's rows, with the files cited before it in its cell. */
export interface Citation {
  line: number;
  text: string;
  kind: 'file' | 'symbol';
  /** For a symbol: the file citations of its cell that come before it (nearest last). */
  files: string[];
}

/** The file and symbol citations of every table row of the map (header rows left out). */
export function citations(mapMarkdown: string): Citation[] {
  const out: Citation[] = [];
  mapMarkdown.split('\n').forEach((row, i) => {
    if (!row.startsWith('|') || /^\|\s*(rule|-)/.test(row)) return;
    for (const cell of row.split('|')) {
      const files: string[] = [];
      for (const m of cell.matchAll(/`([^`]+)`/g)) {
        const text = m[1] ?? '';
        if (FILE_LIKE.test(text) && HAS_FILE_SHAPE.test(text) && !/^\//.test(text)) {
          files.push(text);
          out.push({ line: i + 1, text, kind: 'file', files: [] });
        } else if (IDENTIFIER.test(text) && /[a-z][A-Z]|^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(text)) {
          // camelCase or CONSTANT_CASE: a code name (plain words, keys and texts are not).
          out.push({ line: i + 1, text, kind: 'symbol', files: [...files] });
        }
      }
    }
  });
  return out;
}

/** `{A,B}` alternatives written out: `x/{A,B}Page.tsx` is two files. */
export function expandBraces(path: string): string[] {
  const m = /\{([^{}]*,[^{}]*)\}/.exec(path);
  if (!m) return [path];
  return (m[1] ?? '').split(',').flatMap((alt) => expandBraces(path.replace(m[0], alt.trim())));
}

/**
 * The repository files a cited path stands for: the path itself from the root, or, for the
 * map's short forms, every file whose path ends with it (`routes/auth.test.ts`,
 * `Withdrawal.tsx`); a folder (`widgets/imports/`) or glob (`portal/src/routes/guest/*`)
 * stands for the files under it.
 */
export function filesOf(cited: string, repoFiles: readonly string[]): string[] {
  return expandBraces(cited).flatMap((written) => {
    // `.../ticket/` : a folder somewhere; a trailing `/*` is the folder's files.
    const path = written.replace(/^\.\.\.\//, '').replace(/\/\*$/, '/');
    const pattern = path
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*');
    const tail = path.endsWith('/') ? '' : '$';
    const re = new RegExp(`(^|/)${pattern}${tail}`);
    return repoFiles.filter((f) => re.test(f));
  });
}

/**
 * The map's problems, one readable line each: a cited file that no repository file matches,
 * a cited symbol that is not in the files of its cell (or, cited with none, in no source file).
 */
export function mapProblems(
  mapMarkdown: string,
  repoFiles: readonly string[],
  read: (file: string) => string,
): string[] {
  const problems: string[] = [];
  const sources = repoFiles.filter((f) => /\.(tsx?|mjs|css)$/.test(f));
  for (const c of citations(mapMarkdown)) {
    if (c.kind === 'file') {
      if (filesOf(c.text, repoFiles).length === 0) {
        problems.push(`line ${c.line}: file \`${c.text}\` does not exist`);
      }
      continue;
    }
    const cellFiles = c.files.flatMap((f) => filesOf(f, repoFiles));
    const where = cellFiles.length > 0 ? cellFiles : sources;
    const word = new RegExp(`\\b${c.text.replace(/\$/g, '\\$')}\\b`);
    if (!where.some((f) => word.test(read(f)))) {
      problems.push(
        `line ${c.line}: symbol \`${c.text}\` is not in ${c.files.length > 0 ? c.files.map((f) => `\`${f}\``).join(', ') : 'any source file'}`,
      );
    }
  }
  return problems;
}

import { usePortalT } from '../../i18n/locale.js';
import { type ChangelogEntry, inlineRuns, parseChangeset } from './changelogEntries.js';

// The pending changesets, read at build time: the changelog of what the next release brings.
const SOURCES = import.meta.glob<string>(['../../../../.changeset/*.md', '!**/README.md'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const ENTRIES: ChangelogEntry[] = Object.entries(SOURCES)
  .map(([path, source]) => parseChangeset(path.split('/').pop() ?? path, source))
  .filter((e): e is ChangelogEntry => e !== null)
  .sort((a, b) => a.id.localeCompare(b.id));

/** /docs/v1/changelog (AC-2guest): what changed, from the changesets, open to guests. */
export default function ChangelogPage() {
  const { t } = usePortalT();
  return (
    <section aria-labelledby="changelog-title" className="portal-prose">
      <h1 id="changelog-title">{t('portal.changelog')}</h1>
      {ENTRIES.length === 0 ? <p role="status">{t('portal.changelogEmpty')}</p> : null}
      {ENTRIES.map((entry) => (
        <article key={entry.id} aria-label={entry.id}>
          <p>
            <strong>{t('portal.changelogPackages')}:</strong>{' '}
            {entry.bumps.map((b) => `${b.name} (${b.level})`).join(', ')}
          </p>
          {entry.paragraphs.map((p) => (
            <p key={p}>
              {inlineRuns(p).map((run, i) =>
                // Runs never move or change between renders: their position is their key.
                run.code ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <code key={i}>{run.text}</code>
                ) : (
                  run.text
                ),
              )}
            </p>
          ))}
        </article>
      ))}
    </section>
  );
}

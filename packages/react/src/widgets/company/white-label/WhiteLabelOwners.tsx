import { useId } from 'react';
import { whiteLabelTexts } from '../../../i18n/areas/whiteLabel.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import type { WhiteLabelModel } from './useWhiteLabel.js';

/**
 * The owner list of white-label parents (AC-7mgr-12), read-only: the companies whose white
 * label the company's own falls under, nearest first, or a line saying there are none.
 */
export function WhiteLabelOwners({ owners }: Pick<WhiteLabelModel, 'owners'>) {
  const t = useT(whiteLabelTexts);
  const headingId = useId();
  return (
    <section
      className="fp-section"
      part="owners"
      aria-labelledby={headingId}
      aria-busy={owners.status === 'loading'}
    >
      <h3 id={headingId}>{t('whiteLabel.owners')}</h3>
      {owners.status === 'error' ? (
        <p role="alert">{t('whiteLabel.ownersFailed')}</p>
      ) : owners.status !== 'ready' ? null : owners.data.length === 0 ? (
        <p className="fp-hint">{t('whiteLabel.ownersNone')}</p>
      ) : (
        <ol>
          {owners.data.map((owner) => (
            <li key={owner.id}>{owner.name}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

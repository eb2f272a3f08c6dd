import type { PortalServiceRow, PortalServiceStatus } from '@flexportal/core';
import { portalServicesTexts } from '../../../i18n/areas/portalServices.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Badge, type BadgeTone } from '../../../ui/Badge.js';

const TONE: Record<PortalServiceStatus, BadgeTone> = {
  attached: 'success',
  available: 'info',
  unavailable: 'neutral',
};

/** Props of {@link ServiceList}. */
export interface ServiceListProps {
  rows: readonly PortalServiceRow[];
  selected: string | null;
  onSelect: (name: string) => void;
}

/** The fourteen services, each with its status in words and colour; one is open. */
export function ServiceList({ rows, selected, onSelect }: ServiceListProps) {
  const t = useT(portalServicesTexts);
  return (
    <nav aria-label={t('portalServices.services')}>
      <ul className="fp-portal-services__list">
        {rows.map((row) => (
          <li key={row.name}>
            <button
              type="button"
              className="fp-portal-services__item"
              part="tab"
              data-service={row.name}
              aria-current={row.name === selected ? 'true' : undefined}
              onClick={() => onSelect(row.name)}
            >
              <span className="fp-portal-services__name">{serviceLabel(row.name)}</span>
              <Badge tone={TONE[row.status]}>{t(`portalServices.status.${row.status}`)}</Badge>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const UPPER = new Set(['bcb', 'eur', 'gbp', 'usd']);

/**
 * A service key as words (`free_market` → `Free Market`, `cfszipp_eur` → `Cfszipp EUR`): the
 * spec names keys, not labels.
 */
export const serviceLabel = (name: string): string =>
  name
    .split('_')
    .map((w) => (UPPER.has(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');

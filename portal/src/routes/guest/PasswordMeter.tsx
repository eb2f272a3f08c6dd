import { measurePassword } from '@flexportal/core';
import { usePortalT } from '../../i18n/locale.js';

const LABELS = {
  length: 'portal.passwordLength',
  digit: 'portal.passwordDigit',
  special: 'portal.passwordSpecial',
  uppercase: 'portal.passwordUpperCase',
  lowercase: 'portal.passwordLowerCase',
} as const;

/** The password meter (PP-5-25): each enabled check, met or not, announced politely. */
export function PasswordMeter({ password }: { password: string }) {
  const { t } = usePortalT();
  const meter = measurePassword(password);
  return (
    <div aria-live="polite">
      <meter
        min={0}
        max={meter.total}
        value={meter.passed}
        aria-label={t('portal.passwordStrength')}
      />
      <ul className="portal-password-checks">
        {(Object.keys(meter.checks) as Array<keyof typeof LABELS>).map((check) => (
          <li key={check} data-met={meter.checks[check] ? 'true' : 'false'}>
            {meter.checks[check] ? '✓' : '✗'} {t(LABELS[check])}
          </li>
        ))}
      </ul>
    </div>
  );
}

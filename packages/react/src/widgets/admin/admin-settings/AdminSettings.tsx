import { CACHE_TTL, COMPANY_FEATURES } from '@flexportal/core';
import { type SettingEditor, type SettingGroup, settingEditor } from '@flexportal/core/admin';
import type { Setting } from '@flexportal/core/contract';
import { useCallback, useId, useMemo } from 'react';
import { SignInGate } from '../../../global/SignInGate.js';
import { useCached } from '../../../hooks/useCached.js';
import { useDictionary } from '../../../hooks/useDictionary.js';
import { adminSettingsTexts } from '../../../i18n/areas/adminSettings.js';
import type { Translate } from '../../../i18n/translate.js';
import { useFlexportalClient, useT } from '../../../provider/FlexportalProvider.js';
import { useStyles } from '../../../ui/styles/useStyles.js';
import { adminSettingsCss } from './adminSettingsCss.js';
import { SettingForm } from './SettingForm.js';
import { currencyChoices, featureChoices, settingSections } from './settingsRules.js';

/** Props of {@link AdminSettings}. */
export type AdminSettingsProps = Record<never, never>;

/** The cache key of the settings (AC-7admin-20: cached 5 min). */
const SETTINGS_KEY = 'a/settings';

/**
 * The administrator's portal settings (`/admin/settings`, AC-3-23..26, AC-7admin-20): every
 * key the client knows with a typed editor (currency lists from the dictionaries, amount
 * boundaries as decimal strings, initial accounts, features, switches, dates, blocklists),
 * grouped, each saved on its own with its own success or error; keys the server has and the
 * client does not know are edited as JSON text. Signs the user in first when there is no
 * session. CSS parts: `settings`, `setting`, `field`, `input`, `error`, `button`, `status`,
 * `alert`.
 */
export function AdminSettings(_props: AdminSettingsProps) {
  const ref = useStyles<HTMLDivElement>(adminSettingsCss);
  return (
    <div ref={ref} className="fp-root">
      <SignInGate>
        <AdminSettingsView />
      </SignInGate>
    </div>
  );
}

function AdminSettingsView() {
  const t = useT(adminSettingsTexts);
  const client = useFlexportalClient();
  const titleId = useId();
  const settings = useCached<Setting[]>(
    SETTINGS_KEY,
    () => client.http.list<Setting>(SETTINGS_KEY, { page: 1, per_page: 500 }).then((r) => r.items),
    CACHE_TTL.settings,
  );
  const fiat = useDictionary('fiat_currencies');
  const crypto = useDictionary('crypto_currencies');
  const features = useDictionary('company_features');
  const byKey = useMemo(
    () => new Map((settings.data ?? []).map((s) => [s.key, s.value] as const)),
    [settings.data],
  );
  const sections = useMemo(() => settingSections([...byKey.keys()]), [byKey]);
  // A save updates the cached list in place: the other settings keep what is typed.
  const saved = useCallback(
    (setting: Setting) => {
      const list = client.cache.peek<Setting[]>(SETTINGS_KEY) ?? settings.data ?? [];
      const rest = list.filter((s) => s.key !== setting.key);
      client.cache.set(
        SETTINGS_KEY,
        [...rest, setting].sort((a, b) => a.key.localeCompare(b.key)),
      );
    },
    [client, settings.data],
  );
  const choicesOf = (editor: SettingEditor, value: unknown) => {
    const current = Array.isArray(value)
      ? value.map(String)
      : typeof value === 'string'
        ? [value]
        : [];
    if (editor.kind === 'currencies' || editor.kind === 'currency')
      return currencyChoices(editor.type, { fiat, crypto }, current).map((c) => ({
        value: c,
        label: c,
      }));
    if (editor.kind === 'features')
      return featureChoices(features ?? COMPANY_FEATURES, current).map((f) => ({
        value: f,
        label: featureLabel(t, f),
      }));
    return [];
  };
  return (
    <section className="fp-settings" part="settings" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('adminSettings.title')}</h2>
      <p className="fp-hint">{t('adminSettings.intro')}</p>
      {settings.status === 'error' ? (
        <p role="alert" className="fp-setting__failed">
          {t('adminSettings.loadFailed')}
        </p>
      ) : settings.status !== 'ready' ? (
        <p role="status" aria-busy="true">
          {t('common.loading')}
        </p>
      ) : (
        sections.map(({ group, keys }) => (
          <SettingsGroup key={group} group={group} t={t}>
            {keys.map((key) => (
              <SettingForm
                key={key}
                name={key}
                value={byKey.get(key)}
                choices={choicesOf(settingEditor(key), byKey.get(key))}
                onSaved={saved}
              />
            ))}
          </SettingsGroup>
        ))
      )}
    </section>
  );
}

function SettingsGroup({
  group,
  t,
  children,
}: {
  group: SettingGroup;
  t: Translate;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section className="fp-settings__group" aria-labelledby={id}>
      <h3 id={id}>{t(`adminSettings.group.${group}`)}</h3>
      {children}
    </section>
  );
}

/** A company feature's name: its text when known, else the code itself. */
function featureLabel(t: Translate, feature: string): string {
  return (COMPANY_FEATURES as readonly string[]).includes(feature)
    ? t(`adminSettings.feature.${feature as (typeof COMPANY_FEATURES)[number]}`)
    : feature;
}

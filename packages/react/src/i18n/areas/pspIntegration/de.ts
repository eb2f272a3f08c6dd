import type { AreaLocale } from '../areaTexts.js';
import type { pspIntegrationTexts } from '../pspIntegration.js';

/** The psp-integration screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof pspIntegrationTexts> = {
  'pspIntegration.title': 'PSP-Integration',
  'pspIntegration.notSignedUp':
    'Melden Sie sich zuerst beim PSP-Portal an: Die Integrationsdaten folgen aus der Anmeldung.',
  'pspIntegration.merchant': 'Händler-ID',
  'pspIntegration.website': 'Website',
  'pspIntegration.quickLogin': 'Schnellanmelde-Link',
  'pspIntegration.quickLoginHint':
    'Der Zahlungsdienstleister meldet Ihre Benutzer mit einem Einmalschlüssel an, den er für jeden Link erzeugt.',
  'pspIntegration.depositLink': 'Link für Einzahlungs-Auszahlungen',
  'pspIntegration.depositHint':
    'Öffnet eine Auszahlung auf Ihr PSP-Guthaben, vorausgefüllt und bis auf den Verwendungszweck gesperrt.',
  'pspIntegration.activeAccounts': 'Aktive PSP-Konten',
  'pspIntegration.noAccounts': 'Keine aktiven PSP-Konten: Eröffnen Sie eines auf der Kontenseite.',
  'pspIntegration.tokenEnding': 'Token endet auf {hint}',
};

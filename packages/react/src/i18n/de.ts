import type { AreaLocale } from './areas/areaTexts.js';
import type { sharedTexts } from './en.js';

/** German. */
export const de: AreaLocale<typeof sharedTexts> = {
  'rate.loading': 'Kurs wird geladen…',
  'rate.unavailable': 'Kurs nicht verfügbar',
  'otp.title': 'Zwei-Faktor-Authentifizierung',
  'otp.instructions': 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  'otp.digit': 'Ziffer {n} von 6',
  'otp.instructionsEmail':
    'Wir haben Ihnen einen 6-stelligen Code per E-Mail gesendet. Sehen Sie in Ihrem Posteingang nach und geben Sie ihn hier ein.',
  'otp.approves': 'Sie bestätigen',
  'login.title': 'Anmelden',
  'login.email': 'E-Mail',
  'login.password': 'Passwort',
  'login.submit': 'Anmelden',
  'login.failed': 'Diese Anmeldedaten stimmen nicht mit unseren Daten überein.',
  'nav.logout': 'Abmelden',
  'alert.error': 'Fehler',
  'alert.warning': 'Hinweis',
  'dialog.close': 'Schließen',
  'dialog.cancel': 'Abbrechen',
  'common.loading': 'Wird geladen…',
  'common.choose': 'Auswählen…',
  'field.amountUnreadable': 'Bitte so schreiben: 1.234,56.',
  'duplicate.title': 'Mögliche Doppelzahlung',
  'duplicate.text':
    'Vor einem Moment wurde eine Zahlung mit demselben Konto, Betrag und Empfänger gesendet. Möchten Sie diese ebenfalls senden?',
  'duplicate.confirm': 'Trotzdem senden',
  'error.serverError': 'Serverfehler, bitte versuchen Sie es später erneut',
  'error.serverErrorButton': 'OK, verstanden!',
  'error.maintenance': 'Wartungsmodus',
  'error.remotePortal':
    'Das externe Portal ist nicht erreichbar. Bitte versuchen Sie es später erneut',
  'error.unauthorized': 'Nicht autorisiert',
  'error.unexpected':
    'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut',
  'error.unknown': 'Unbekannter Fehler',
  'error.codeAccepted': 'Code akzeptiert. Überprüfung läuft…',
  'error.codeNoAnswer':
    'Der Server hat nicht rechtzeitig geantwortet. Geben Sie den Code erneut ein, um es noch einmal zu versuchen.',
  'error.itemsIdArray': "Ungültiges Anfrageformat. 'id' muss ein Array sein.",
  'error.chunkFailed': 'Laden des Moduls fehlgeschlagen',
  'session.warning': 'Ihre Sitzung läuft bald ab',
  'error.fieldRequired': 'Dieses Feld ist erforderlich.',
  'error.fieldAmount':
    'Geben Sie einen gültigen Betrag ein, im Rahmen dessen, was das Konto zulässt.',
  'error.fieldEmail':
    'Prüfen Sie die E-Mail-Adresse: Sie ist ungültig oder wird bereits verwendet.',
  'error.fieldInvalid': 'Prüfen Sie {label}: Der Wert wurde nicht angenommen.',
  'error.thisField': 'dieses Feld',
  'error.refused':
    'Dies wurde nicht angenommen. Prüfen Sie die Angaben und versuchen Sie es erneut.',
  'session.stay': 'Angemeldet bleiben',
};

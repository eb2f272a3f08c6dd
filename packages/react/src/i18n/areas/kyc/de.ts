import type { AreaLocale } from '../areaTexts.js';
import type { kycTexts } from '../kyc.js';

/** The kyc screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof kycTexts> = {
  'kyc.title': 'Verifizierung',
  'kyc.intro':
    'Bevor Sie das Portal nutzen können, benötigen wir einige Dokumente und Angaben von Ihnen. Das dauert nur wenige Minuten.',
  'kyc.loading': 'Ihre Verifizierung wird geladen…',
  'kyc.loadError': 'Ihre Verifizierung konnte nicht geladen werden.',
  'kyc.retry': 'Erneut versuchen',
  'kyc.nothing': 'Es ist nichts mehr zu verifizieren. Sie können das Portal nutzen.',
  'kyc.steps': 'Schritte der Verifizierung',
  'kyc.stage.files': 'Dokumente',
  'kyc.stage.form': 'Formular',
  'kyc.stage.video': 'Videoanruf',
  'kyc.stage.final': 'Prüfung',
  'kyc.stepDone': '{stage}: erledigt',
  'kyc.stepCurrent': '{stage}: aktueller Schritt',
  'kyc.files.progress': '{done} von {total} eingereicht',
  'kyc.files.hint': 'PDF, PNG oder JPEG, jeweils höchstens 1 MB.',
  'kyc.file.choose': 'Datei für {name} wählen',
  'kyc.file.uploading': '{name} wird hochgeladen: {percent} %',
  'kyc.file.uploaded': 'Hochgeladen: {file}',
  'kyc.file.replace': 'Datei ersetzen',
  'kyc.file.declined': 'Abgelehnt: {reason}',
  'kyc.file.declinedHint': 'Laden Sie das Dokument erneut hoch.',
  'kyc.file.drop': 'oder die Datei hier ablegen',
  'kyc.file.verified': 'Verifiziert',
  'kyc.file.submitted': 'Eingereicht',
  'kyc.file.missing': 'Fehlt',
  'kyc.problem.empty': 'Die Datei ist leer.',
  'kyc.problem.too-large': 'Die Datei darf höchstens 1 MB groß sein.',
  'kyc.problem.wrong-type': 'Laden Sie ein PDF-, PNG- oder JPEG-Dokument hoch.',
  'kyc.problem.name-mismatch': 'Der Dateiname passt nicht zum Inhalt.',
  'kyc.problem.failed': 'Das Hochladen ist fehlgeschlagen. Versuchen Sie es erneut.',
  'kyc.sign.label': 'Ihr vollständiger Name als Unterschrift',
  'kyc.sign.hint': 'Mit Ihrer Unterschrift bestätigen Sie die Erklärung.',
  'kyc.sign.submit': 'Unterschreiben',
  'kyc.sign.signed': 'Unterschrieben',
  'kyc.sign.required': 'Geben Sie zum Unterschreiben Ihren vollständigen Namen ein.',
  'kyc.sign.failed': 'Die Unterschrift konnte nicht gespeichert werden. Bitte erneut versuchen.',
  'kyc.step.formText':
    'Füllen Sie das Verifizierungsformular aus. Es öffnet sich in einem neuen Tab; kehren Sie danach hierher zurück.',
  'kyc.step.videoText':
    'Nehmen Sie am Video-Verifizierungsanruf teil. Er öffnet sich in einem neuen Tab; kehren Sie danach hierher zurück.',
  'kyc.step.openForm': 'Verifizierungsformular öffnen',
  'kyc.step.openVideo': 'Video-Verifizierung starten',
  'kyc.step.openFailed':
    'Die Verifizierungsseite konnte nicht geöffnet werden. Versuchen Sie es erneut.',
  'kyc.step.check': 'Ich bin fertig: erneut prüfen',
  'kyc.final.submitted':
    'Vielen Dank. Ihre Dokumente werden geprüft; diese Seite geht nach der Freigabe von selbst weiter.',
  'kyc.final.verified': 'Ihre Verifizierung ist abgeschlossen.',
  'kyc.status': 'Status: {status}',
};

import { type Area, defineArea } from './areaTexts.js';

const en = {
  'kyc.title': 'Verification',
  'kyc.intro':
    'Before you can use the portal we need a few documents and details from you. It takes a few minutes.',
  'kyc.loading': 'Loading your verification…',
  'kyc.loadError': 'Your verification could not be loaded.',
  'kyc.retry': 'Try again',
  'kyc.nothing': 'Nothing is left to verify. You can go on to the portal.',
  'kyc.steps': 'Verification steps',
  'kyc.stage.files': 'Documents',
  'kyc.stage.form': 'Form',
  'kyc.stage.video': 'Video call',
  'kyc.stage.final': 'Review',
  'kyc.stepDone': '{stage}: done',
  'kyc.stepCurrent': '{stage}: current step',
  'kyc.files.progress': '{done} of {total} handed in',
  'kyc.files.hint': 'PDF, PNG or JPEG, at most 1 MB each.',
  'kyc.file.choose': 'Choose a file for {name}',
  'kyc.file.uploading': 'Uploading {name}: {percent}%',
  'kyc.file.uploaded': 'Uploaded: {file}',
  'kyc.file.replace': 'Replace the file',
  'kyc.file.declined': 'Declined: {reason}',
  'kyc.file.declinedHint': 'Upload the document again.',
  'kyc.file.drop': 'or drop the file here',
  'kyc.file.verified': 'Verified',
  'kyc.file.submitted': 'Handed in',
  'kyc.file.missing': 'Missing',
  'kyc.problem.empty': 'The file is empty.',
  'kyc.problem.too-large': 'The file may be at most 1 MB.',
  'kyc.problem.wrong-type': 'Upload a PDF, PNG or JPEG document.',
  'kyc.problem.name-mismatch': "The file's name does not match its content.",
  'kyc.problem.failed': 'The upload failed. Try again.',
  'kyc.sign.label': 'Your full name as signature',
  'kyc.sign.hint': 'By signing you confirm the declaration.',
  'kyc.sign.submit': 'Sign',
  'kyc.sign.signed': 'Signed',
  'kyc.sign.required': 'Type your full name to sign.',
  'kyc.sign.failed': 'The signature could not be saved. Try again.',
  'kyc.step.formText':
    'Fill in the verification form. It opens in a new tab; come back here when you have sent it.',
  'kyc.step.videoText':
    'Join the video verification call. It opens in a new tab; come back here when it has ended.',
  'kyc.step.openForm': 'Open the verification form',
  'kyc.step.openVideo': 'Start the video verification',
  'kyc.step.openFailed': 'The verification page could not be opened. Try again.',
  'kyc.step.check': 'I have finished: check again',
  'kyc.final.submitted':
    'Thank you. Your documents are being reviewed; this page moves on by itself once they are approved.',
  'kyc.final.verified': 'Your verification is complete.',
  'kyc.status': 'Status: {status}',
} as const;

/**
 * Texts of the kyc screen: English here, in the chunk that uses them; the other locales
 * are chunks of their own, downloaded with the locale (`loadLocale`).
 */
export const kycTexts: Area<typeof en> = defineArea(en, {
  de: () => import('./kyc/de.js').then((m) => m.de),
  es: () => import('./kyc/es.js').then((m) => m.es),
  fr: () => import('./kyc/fr.js').then((m) => m.fr),
  ja: () => import('./kyc/ja.js').then((m) => m.ja),
});

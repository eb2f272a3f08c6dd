import type { AreaLocale } from '../areaTexts.js';
import type { pspSignUpTexts } from '../pspSignUp.js';

/** The psp-sign-up screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof pspSignUpTexts> = {
  'pspSignUp.title': 'PSP登録',
  'pspSignUp.website': 'ウェブサイト',
  'pspSignUp.business': '事業内容',
  'pspSignUp.volume': '予想月間取扱高',
  'pspSignUp.volumeHint': 'EURの金額（例: 25000.00）',
  'pspSignUp.fieldErrors.website':
    'ウェブサイトのアドレスを入力してください（例: https://example.com）。',
  'pspSignUp.fieldErrors.monthly_volume':
    '月間取扱高をEURの金額で入力してください（例: 25000.00）。',
  'pspSignUp.fieldErrors.accept_terms': '登録するには規約に同意してください。',
  'pspSignUp.terms': '決済事業者の規約に同意します',
  'pspSignUp.submit': '登録する',
  'pspSignUp.update': '登録内容を更新',
  'pspSignUp.done': '加盟店 {merchant} として登録しました。',
  'pspSignUp.already':
    '貴社は加盟店 {merchant} として登録済みです。再送信すると回答が更新されます。',
};

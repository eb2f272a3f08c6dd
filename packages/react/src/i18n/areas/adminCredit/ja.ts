import type { adminCreditTexts } from '../adminCredit.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-credit screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminCreditTexts> = {
  'adminCredit.title': '入金',
  'adminCredit.account': '口座',
  'adminCredit.accountOption': '{company}: {name} ({available} {currency})',
  'adminCredit.company': '会社',
  'adminCredit.amount': '金額',
  'adminCredit.note': 'メモ',
  'adminCredit.submit': '入金する',
  'adminCredit.confirmTitle': '入金の確認',
  'adminCredit.confirmText': '口座にすぐ入金されます。金額と口座を確認してください。',
  'adminCredit.confirm': '口座に入金',
  'adminCredit.done': '{name} に {amount} を入金しました。現在の利用可能残高: {balance}。',
  'adminCredit.noAccounts': '入金できる会社口座がありません。',
};

import type { AreaLocale } from '../areaTexts.js';
import type { pspAccountsTexts } from '../pspAccounts.js';

/** The psp-accounts screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof pspAccountsTexts> = {
  'pspAccounts.title': 'PSPアカウント',
  'pspAccounts.caption': '口座とそのPSPアカウント',
  'pspAccounts.account': '口座',
  'pspAccounts.currency': '通貨',
  'pspAccounts.iban': 'IBAN',
  'pspAccounts.pspAccounts': 'PSPアカウント',
  'pspAccounts.collection': '回収',
  'pspAccounts.settlement': '精算',
  'pspAccounts.active': '有効',
  'pspAccounts.revoked': 'トークン失効済み',
  'pspAccounts.revoke': 'トークンを失効',
  'pspAccounts.revokeOf': '{account} の {type} トークンを失効',
  'pspAccounts.open': '開設',
  'pspAccounts.typeOf': '{account} のPSPアカウント種別',
  'pspAccounts.chooseType': '種別を選択',
  'pspAccounts.none': 'まだありません',
  'pspAccounts.empty': '決済事業者で開設できる法定通貨口座はありません。',
  'pspAccounts.issued':
    '{account} の {type} アカウントのAPIトークンです。今すぐコピーしてください。再表示されません。',
  'pspAccounts.revokedDone': '{account} の {type} トークンを失効しました。',
  'pspAccounts.loadFailed': '口座を読み込めませんでした。後でもう一度お試しください。',
};

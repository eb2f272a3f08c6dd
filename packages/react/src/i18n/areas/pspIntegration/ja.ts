import type { AreaLocale } from '../areaTexts.js';
import type { pspIntegrationTexts } from '../pspIntegration.js';

/** The psp-integration screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof pspIntegrationTexts> = {
  'pspIntegration.title': 'PSP連携',
  'pspIntegration.notSignedUp': '先にPSPポータルに登録してください。連携情報は登録から決まります。',
  'pspIntegration.merchant': '加盟店ID',
  'pspIntegration.website': 'ウェブサイト',
  'pspIntegration.quickLogin': 'クイックログインのリンク',
  'pspIntegration.quickLoginHint':
    '決済事業者はリンクごとに発行するワンタイムキーでユーザーをサインインさせます。',
  'pspIntegration.depositLink': '入金出金のリンク',
  'pspIntegration.depositHint': 'PSP残高への出金を開きます。参照以外は入力済みでロックされます。',
  'pspIntegration.activeAccounts': '有効なPSPアカウント',
  'pspIntegration.noAccounts': '有効なPSPアカウントはありません。口座ページで開設してください。',
  'pspIntegration.tokenEnding': '末尾 {hint} のトークン',
};

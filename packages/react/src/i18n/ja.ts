import type { Catalogue } from './en.js';

/** Japanese. */
export const ja: Catalogue = {
  'rate.loading': 'レートを読み込み中…',
  'rate.unavailable': 'レートを取得できません',
  'otp.title': '二段階認証',
  'otp.instructions': '認証アプリに表示されている6桁のコードを入力してください。',
  'otp.digit': '6桁中{n}桁目',
  'login.title': 'ログイン',
  'login.email': 'メールアドレス',
  'login.password': 'パスワード',
  'login.submit': 'ログイン',
  'nav.logout': 'ログアウト',
  'alert.error': 'エラー',
  'alert.warning': '注意',
  'dialog.close': '閉じる',
  'dialog.cancel': 'キャンセル',
};

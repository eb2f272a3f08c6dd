import type { AreaLocale } from './areas/areaTexts.js';
import type { sharedTexts } from './en.js';

/** Japanese. */
export const ja: AreaLocale<typeof sharedTexts> = {
  'rate.loading': 'レートを読み込み中…',
  'rate.unavailable': 'レートを取得できません',
  'otp.title': '二段階認証',
  'otp.instructions': '認証アプリに表示されている6桁のコードを入力してください。',
  'otp.digit': '6桁中{n}桁目',
  'otp.instructionsEmail':
    '6桁のコードをメールでお送りしました。受信トレイを確認して、ここに入力してください。',
  'otp.approves': '承認する内容',
  'login.title': 'ログイン',
  'login.email': 'メールアドレス',
  'login.password': 'パスワード',
  'login.submit': 'ログイン',
  'login.failed': 'ログイン情報が登録内容と一致しません。',
  'nav.logout': 'ログアウト',
  'alert.error': 'エラー',
  'alert.warning': '注意',
  'dialog.close': '閉じる',
  'dialog.cancel': 'キャンセル',
  'common.loading': '読み込み中…',
  'common.choose': '選択…',
  'field.amountUnreadable': '1,234.56 の形式で入力してください。',
  'duplicate.title': '二重送金の可能性',
  'duplicate.text':
    '同じ口座・金額・受取人への支払いが少し前に送信されました。この支払いも送信しますか？',
  'duplicate.confirm': 'このまま送信',
  'error.serverError': 'サーバーエラーが発生しました。しばらくしてからもう一度お試しください',
  'error.serverErrorButton': 'OK、わかりました',
  'error.maintenance': 'メンテナンス中',
  'error.remotePortal':
    'リモートポータルは現在ご利用いただけません。しばらくしてからもう一度お試しください',
  'error.unauthorized': '認証されていません',
  'error.unexpected': '予期しないエラーが発生しました。しばらくしてからもう一度お試しください',
  'error.unknown': '不明なエラー',
  'error.codeAccepted': 'コードを受け付けました。確認しています…',
  'error.codeNoAnswer':
    'サーバーが時間内に応答しませんでした。もう一度コードを入力して再試行してください。',
  'error.itemsIdArray': 'リクエストの形式が正しくありません。id は配列である必要があります。',
  'error.chunkFailed': 'モジュールの読み込みに失敗しました',
  'session.warning': 'まもなくセッションの有効期限が切れます',
  'error.fieldRequired': 'この項目は必須です。',
  'error.fieldAmount': '口座で利用できる範囲内の有効な金額を入力してください。',
  'error.fieldEmail': 'メールアドレスを確認してください：無効か、すでに使用されています。',
  'error.fieldInvalid': '{label}を確認してください：受け付けられませんでした。',
  'error.thisField': 'この項目',
  'error.refused': '受け付けられませんでした。内容を確認して、もう一度お試しください。',
  'session.stay': 'ログインしたままにする',
};

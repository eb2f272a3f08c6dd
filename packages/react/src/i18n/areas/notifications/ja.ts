import type { AreaLocale } from '../areaTexts.js';
import type { notificationsTexts } from '../notifications.js';

/** The notifications screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof notificationsTexts> = {
  'notifications.title': '通知',
  'notifications.empty': '通知はありません。',
  'notifications.loading': '通知を読み込み中…',
  'notifications.loadError': '通知を読み込めませんでした。',
  'notifications.retry': '再試行',
  'notifications.delete': '削除',
  'notifications.deleteOne': '「{title}」を削除',
  'notifications.purge': 'すべて削除',
  'notifications.purgeConfirm': 'すべての通知を削除しようとしています。よろしいですか？',
  'notifications.yes': 'はい',
  'notifications.no': 'いいえ',
  'notifications.failed': '失敗しました。もう一度お試しください。',
  'notifications.action.fix': '問題を解決',
  'notifications.action.download': 'ダウンロード',
  'notifications.action.set-source-of-funds': '資金源を設定',
  'notifications.action.upload': 'ファイルをアップロード',
  'notifications.error': '問題',
  'notifications.bell': '通知',
  'notifications.bellUnread': '通知（未読 {count} 件）',
  'notifications.seeAll': 'すべての通知を表示',
  'notifications.arrived': '新しい通知: {title}',
};

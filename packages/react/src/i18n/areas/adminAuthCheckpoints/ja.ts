import type { adminAuthCheckpointsTexts } from '../adminAuthCheckpoints.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-auth-checkpoints screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminAuthCheckpointsTexts> = {
  'adminAuthCheckpoints.title': '認証チェックポイント',
  'adminAuthCheckpoints.col.user': 'ユーザー',
  'adminAuthCheckpoints.col.ip': 'IPアドレス',
  'adminAuthCheckpoints.col.browser': 'ブラウザー',
  'adminAuthCheckpoints.col.status': 'ステータス',
  'adminAuthCheckpoints.col.signIns': 'サインイン回数',
  'adminAuthCheckpoints.col.lastSeen': '最終確認',
  'adminAuthCheckpoints.col.action': '操作',
  'adminAuthCheckpoints.status.active': '有効',
  'adminAuthCheckpoints.status.blocked': 'ブロック中',
  'adminAuthCheckpoints.block': 'ブロック',
  'adminAuthCheckpoints.unblock': 'ブロック解除',
  'adminAuthCheckpoints.search': 'IP、ブラウザー、メールで検索',
  'adminAuthCheckpoints.statusFilter': 'ステータス',
  'adminAuthCheckpoints.allStatuses': 'すべてのステータス',
  'adminAuthCheckpoints.empty': '認証チェックポイントはありません。',
  'adminAuthCheckpoints.failed': 'チェックポイントを変更できませんでした。もう一度お試しください。',
  'adminAuthCheckpoints.blockedDone':
    'チェックポイントをブロックしました。ここからのサインインは拒否されます。',
  'adminAuthCheckpoints.unblockedDone': 'チェックポイントのブロックを解除しました。',
};

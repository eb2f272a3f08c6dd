import type { adminKycArchivesTexts } from '../adminKycArchives.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-kyc-archives screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminKycArchivesTexts> = {
  'adminKycArchives.title': 'KYCファイルアーカイブ',
  'adminKycArchives.generate': 'アーカイブを作成',
  'adminKycArchives.dateFrom': 'アップロード開始日',
  'adminKycArchives.fieldErrors.date_to': '終了日は開始日以降、1年以内の日付を入力してください。',
  'adminKycArchives.dateTo': 'アップロード終了日',
  'adminKycArchives.submit': '作成',
  'adminKycArchives.queued': 'アーカイブを作成しています。',
  'adminKycArchives.failed': 'アーカイブを依頼できませんでした。もう一度お試しください。',
  'adminKycArchives.list': 'アーカイブ',
  'adminKycArchives.empty': 'アーカイブはまだありません。',
  'adminKycArchives.col.id': 'ID',
  'adminKycArchives.col.filename': 'ファイル',
  'adminKycArchives.col.dateFrom': '開始日',
  'adminKycArchives.col.dateTo': '終了日',
  'adminKycArchives.col.status': '状態',
  'adminKycArchives.col.files': '書類数',
  'adminKycArchives.col.createdAt': '作成日時',
  'adminKycArchives.col.actions': '操作',
  'adminKycArchives.status.queued': '待機中',
  'adminKycArchives.status.processing': '処理中',
  'adminKycArchives.status.done': '完了',
  'adminKycArchives.status.error': '失敗',
  'adminKycArchives.download': 'ダウンロード',
  'adminKycArchives.downloadLabel': '{name} をダウンロード',
  'adminKycArchives.downloadFailed':
    'アーカイブをダウンロードできませんでした。もう一度お試しください。',
};

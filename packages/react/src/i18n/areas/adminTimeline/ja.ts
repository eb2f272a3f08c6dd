import type { adminTimelineTexts } from '../adminTimeline.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-timeline screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminTimelineTexts> = {
  'adminTimeline.title': 'タイムライン',
  'adminTimeline.created': '作成日時',
  'adminTimeline.details': '詳細',
  'adminTimeline.loading': '読み込み中…',
  'adminTimeline.notFound': 'このエンティティは存在しません。',
  'adminTimeline.failed': 'タイムラインを読み込めませんでした。',
  'adminTimeline.retry': '再試行',
  'adminTimeline.events': 'イベント（新しい順）',
  'adminTimeline.empty': 'まだ何も起きていません。',
  'adminTimeline.system': 'システム',
  'adminTimeline.by': '実行者',
  'adminTimeline.kind.note': 'メモ',
  'adminTimeline.kind.created': '作成',
  'adminTimeline.kind.sign_in': 'サインイン',
  'adminTimeline.kind.integrity_check': '整合性チェック',
  'adminTimeline.kind.api': '管理者の対応が必要',
  'adminTimeline.kind.settled': '決済済み',
  'adminTimeline.kind.progress': '処理中',
  'adminTimeline.kind.denied': '拒否',
  'adminTimeline.entityOf': 'タイムライン:',
  'adminTimeline.addNote': 'メモを追加',
  'adminTimeline.noteLabel': 'メモ',
  'adminTimeline.noteHint': '1000文字まで。メモは管理者にのみ表示されます。',
  'adminTimeline.save': 'メモを追加',
  'adminTimeline.saved': 'メモを追加しました。',
  'adminTimeline.required': '先にメモを入力してください。',
  'adminTimeline.tooLong': 'メモは1000文字以内にしてください。',
  'adminTimeline.saveFailed':
    'メモを追加できませんでした。入力内容は保持されています。もう一度お試しください。',
};

import type { adminTimelinesTexts } from '../adminTimelines.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-timelines screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminTimelinesTexts> = {
  'adminTimelines.title': 'タイムライン一覧',
  'adminTimelines.class.transactions': '取引',
  'adminTimelines.class.users': 'ユーザー',
  'adminTimelines.class.companies': '企業',
  'adminTimelines.class.bank-accounts': '銀行口座',
  'adminTimelines.col.id': 'ID',
  'adminTimelines.col.name': '名前',
  'adminTimelines.col.created': '作成日時',
  'adminTimelines.empty': 'このクラスにはエンティティがありません。',
  'adminTimelines.unknownClass': 'この種類のエンティティにはタイムラインがありません。',
};

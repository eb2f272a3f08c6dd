import type { AreaLocale } from '../areaTexts.js';
import type { importOverviewTexts } from '../importOverview.js';

/** The import-overview screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof importOverviewTexts> = {
  'importOverview.title': 'インポート詳細',
  'importOverview.heading': 'インポート #{id}：{file}',
  'importOverview.notFound': 'このインポートは見つかりませんでした。',
  'importOverview.back': 'すべてのインポート',
  'importOverview.errorsTitle': '行エラー',
};

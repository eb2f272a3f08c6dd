import type { AreaLocale } from '../areaTexts.js';
import type { complianceTrackingTexts } from '../complianceTracking.js';

/** One compliance tracking's page in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof complianceTrackingTexts> = {
  'complianceTracking.title': 'コンプライアンス追跡 #{id}',
  'complianceTracking.loading': '追跡を読み込んでいます…',
  'complianceTracking.loadError': '追跡を読み込めませんでした。',
  'complianceTracking.retry': '再試行',
  'complianceTracking.notFound':
    'この追跡は見つかりませんでした。別の会社のものか、削除された可能性があります。',
  'complianceTracking.asked':
    '次のファイルが求められています。不足している書類や却下された書類をここからアップロードしてください（PDF、PNG、JPEG、1 MB まで）。',
  'complianceTracking.done': 'この追跡のファイルはすべて確認済みです。',
  'complianceTracking.readOnly':
    'これらのファイルを提出できるのはマネージャーのみです。ここで状況を確認できます。',
  'complianceTracking.steps': 'ステップ',
};

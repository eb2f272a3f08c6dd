import type { AreaLocale } from '../areaTexts.js';
import type { whiteLabelDocumentsTexts } from '../whiteLabelDocuments.js';

/** The white-label-documents screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof whiteLabelDocumentsTexts> = {
  'whiteLabelDocuments.title': 'ドキュメント',
  'whiteLabelDocuments.intro':
    'ホワイトラベルが利用者に提供するドキュメントと、明細書やレポートのレターヘッド画像です。',
  'whiteLabelDocuments.loading': 'ドキュメントを読み込んでいます…',
  'whiteLabelDocuments.empty': 'このホワイトラベルにはドキュメントがありません。',
  'whiteLabelDocuments.loadFailed':
    'ドキュメントを読み込めませんでした。二要素認証とホワイトラベル機能が必要です。',
  'whiteLabelDocuments.failed': 'ドキュメントを保存できませんでした。',
  'whiteLabelDocuments.save': 'ドキュメントを保存',
  'whiteLabelDocuments.saved': 'ドキュメントを保存しました。',
  'whiteLabelDocuments.fieldTitle': 'タイトル',
  'whiteLabelDocuments.fieldContent': '本文',
  'whiteLabelDocuments.images': '画像',
  'whiteLabelDocuments.imageHint': 'PNG、JPEG、GIF、WebP または ICO、最大 1 MB。',
  'whiteLabelDocuments.imageRefused':
    'このファイルは{column}に使用できません。1 MB以下のPNG、JPEG、GIF、WebPまたはICO画像を選んでください。',
  'whiteLabelDocuments.upload': '{column}をアップロード',
  'whiteLabelDocuments.uploaded': '{column}をアップロードしました。',
  'whiteLabelDocuments.uploadFailed': '画像をアップロードできませんでした。',
  'whiteLabelDocuments.current': '{document}の現在の{column}',
  'whiteLabelDocuments.type.terms_and_conditions': '利用規約',
  'whiteLabelDocuments.type.privacy_policy': 'プライバシーポリシー',
  'whiteLabelDocuments.type.imprint': '運営者情報',
  'whiteLabelDocuments.type.statement': '明細書とレポート',
  'whiteLabelDocuments.column.header': 'ヘッダー',
  'whiteLabelDocuments.column.footer': 'フッター',
};

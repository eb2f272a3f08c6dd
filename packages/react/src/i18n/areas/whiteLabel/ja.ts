import type { AreaLocale } from '../areaTexts.js';
import type { whiteLabelTexts } from '../whiteLabel.js';

/** The white-label screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof whiteLabelTexts> = {
  'whiteLabel.title': 'ホワイトラベル',
  'whiteLabel.name': '名前',
  'whiteLabel.primary': 'プライマリカラー',
  'whiteLabel.secondary': 'セカンダリカラー',
  'whiteLabel.supportEmail': 'サポートメール',
  'whiteLabel.save': '保存',
  'whiteLabel.saved': '保存しました。次回の読み込み時にポータルに新しいテーマが表示されます。',
  'whiteLabel.preview': 'プレビュー',
  'whiteLabel.previewButton': 'メイン操作',
  'whiteLabel.previewSecondary': 'セカンダリ',
  'whiteLabel.images': '画像',
  'whiteLabel.column.logo': 'ロゴ',
  'whiteLabel.column.dark_logo': 'ダークロゴ',
  'whiteLabel.column.favicon': 'ファビコン',
  'whiteLabel.column.background': '背景',
  'whiteLabel.upload': '{column} をアップロード',
  'whiteLabel.uploaded': '{column} をアップロードしました。',
  'whiteLabel.imageHint': 'PNG、JPEG、GIF、WebP、ICO（1 MB まで）。',
  'whiteLabel.loadFailed':
    'ホワイトラベルを読み込めませんでした。二要素認証とホワイトラベル機能が必要です。',
  'whiteLabel.failed': 'ホワイトラベルを保存できませんでした。',
  'whiteLabel.current': '現在の {column}',
  'whiteLabel.owners': 'ホワイトラベルの所有者',
  'whiteLabel.ownersNone': 'このホワイトラベルは他のホワイトラベルに属していません。',
  'whiteLabel.ownersFailed': '所有者を読み込めませんでした。',
};

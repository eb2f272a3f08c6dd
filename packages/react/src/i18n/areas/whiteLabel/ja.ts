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
  'whiteLabel.imageRefused':
    'このファイルは{column}に使用できません。1 MB以下のPNG、JPEG、GIF、WebPまたはICO画像を選んでください。',
  'whiteLabel.loadFailed':
    'ホワイトラベルを読み込めませんでした。二要素認証とホワイトラベル機能が必要です。',
  'whiteLabel.failed': 'ホワイトラベルを保存できませんでした。',
  'whiteLabel.current': '現在の {column}',
  'whiteLabel.owners': 'ホワイトラベルの所有者',
  'whiteLabel.ownersNone': 'このホワイトラベルは他のホワイトラベルに属していません。',
  'whiteLabel.ownersFailed': '所有者を読み込めませんでした。',
  'whiteLabel.affects':
    '保存すると、サインインページを含む {name} ポータル全体の外観が、すべての利用者に対して次回のアクセスから変わります。',
  'whiteLabel.confirmTitle': 'ポータル全体の外観を変更しますか？',
  'whiteLabel.confirmChanges': 'この保存で変更される項目: {fields}。',
  'whiteLabel.confirmAffects':
    '{name} ポータルのすべての利用者が、次回のアクセス時にサインインページとその後のすべてのページで変更を目にします。',
  'whiteLabel.confirmYes': '保存して外観を変更',
  'whiteLabel.cancel': 'キャンセル',
  'whiteLabel.remove': '{column}を削除',
  'whiteLabel.removeTitle': 'この画像（{column}）を削除しますか？',
  'whiteLabel.removeQuestion':
    'サインインページとポータルのすべてのページに、すべての利用者に対して次回のアクセスから既定の画像が再び表示されます。',
  'whiteLabel.removeYes': '削除',
  'whiteLabel.removed': '{column}を削除しました。',
  'whiteLabel.removeFailed': '画像を削除できませんでした。もう一度お試しください。',
};

import type { AreaLocale } from '../areaTexts.js';
import type { quoteTexts } from '../quote.js';

/** The quote area in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof quoteTexts> = {
  'quote.rateLabel': 'レート',
  'quote.loading': 'レートを読み込み中…',
  'quote.unavailable': 'レートを取得できません',
  'quote.refreshIn': '{seconds} 秒後に新しいレート',
  'quote.refreshing': 'レートを更新中…',
  'quote.paused': '送金処理中はレートを固定しています',
  'quote.hidden': 'このページが非表示の間はレートの更新を停止しています',
  'quote.toAmount': '受取額',
  'quote.moved': 'レートが変動しました。新しい合計を確認してから、もう一度送信してください。',
};

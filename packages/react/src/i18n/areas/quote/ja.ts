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
  'quote.total.title': '手数料と合計',
  'quote.total.amount': '金額',
  'quote.total.fee': '手数料',
  'quote.total.exchangeFee': '為替手数料',
  'quote.total.total': '合計',
  'quote.total.available': '利用可能残高',
  'quote.total.nextAvailable': 'この支払い後の利用可能残高',
  'quote.total.notEnough': '利用可能残高がこの支払いに足りません。',
  'quote.total.calculating': '計算中…',
  'quote.total.empty': '両方の口座と金額を選ぶと手数料が表示されます。',
};

import type { AreaLocale } from '../areaTexts.js';
import type { ticketTexts } from '../ticket.js';

/** The ticket screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof ticketTexts> = {
  'ticket.title': 'チケット',
  'ticket.heading': 'チケット #{id}: {subject}',
  'ticket.loading': 'チケットを読み込み中…',
  'ticket.loadError': 'チケットを読み込めませんでした。',
  'ticket.retry': '再試行',
  'ticket.author.manager': 'あなた',
  'ticket.author.support': 'サポート',
  'ticket.reply': '返信',
  'ticket.replyLabel': '返信内容',
  'ticket.send': '返信を送信',
  'ticket.close': 'チケットをクローズ',
  'ticket.reopen': 'チケットを再開',
  'ticket.download': '{name} をダウンロード',
  'ticket.downloadError': 'ファイルをダウンロードできませんでした。',
  'ticket.back': 'すべてのチケット',
};

import type { AreaLocale } from '../areaTexts.js';
import type { pairFormTexts } from '../pairForm.js';

/** The transfer, exchange and convert form in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof pairFormTexts> = {
  'pair.from': '出金口座',
  'pair.to': '入金口座',
  'pair.amount': '金額',
  'pair.received': '受取額',
  'pair.accountOption': '{name}: 利用可能 {available} {currency}',
  'pair.noPartner': '{name}: 受け取れる口座がありません',
  'pair.noTarget': 'この口座から受け取れる口座はありません。',
  'pair.noAccounts': '資金を移動できる口座がありません。',
  'pair.submitTransfer': '振替',
  'pair.submitExchange': '両替',
  'pair.submitConvert': '変換',
  'pair.created': '取引 {name} を作成しました（{status}）。',
  'pair.view': '取引を表示',
};

import type { adminIntegrityTexts } from '../adminIntegrity.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-integrity screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminIntegrityTexts> = {
  'adminIntegrity.title': '口座の整合性',
  'adminIntegrity.intro': '残高と元帳の仕訳の合計を比較し、結果を保存します。',
  'adminIntegrity.account': '口座',
  'adminIntegrity.accountOption': '{company}: {name} ({currency})',
  'adminIntegrity.accountsFailed': '口座を読み込めませんでした。',
  'adminIntegrity.run': 'チェックを実行',
  'adminIntegrity.ok': '一致',
  'adminIntegrity.mismatch': '差異あり',
  'adminIntegrity.resultLine': '{name}: 残高 {balance}、仕訳合計 {sum}。',
  'adminIntegrity.results': 'チェック結果',
  'adminIntegrity.empty': 'まだチェックは実行されていません。',
  'adminIntegrity.checkedAt': 'チェック日時',
  'adminIntegrity.verdict': '結果',
  'adminIntegrity.balance': '残高',
  'adminIntegrity.ledgerSum': '仕訳合計',
  'adminIntegrity.difference': '差額',
};

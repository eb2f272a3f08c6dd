import type { AreaLocale } from '../areaTexts.js';
import type { importTexts } from '../import.js';

/** The import screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof importTexts> = {
  'import.title': 'インポート',
  'import.account': '銀行口座',
  'import.accountOption': '{name}（{currency}）',
  'import.noAccounts': 'インポート元の法定通貨口座がありません。',
  'import.fileLabel': 'ここにファイルをアップロードしてください。（xlsx ファイルのみ）',
  'import.dropHint': 'ここにファイルをドラッグするか、選択してください。',
  'import.choose': 'ファイルを選択',
  'import.chosen': '選択済み：{name}',
  'import.onlyXlsx': 'xlsx ファイルのみ使用できます。',
  'import.template': 'テンプレートをダウンロード',
  'import.preview': 'プレビュー用にアップロード',
  'import.confirm': 'インポートを確定',
  'import.count': '取引件数',
  'import.amount': '金額',
  'import.amountWithFee': '手数料込み金額',
  'import.rowsCaption': 'ファイルの行',
  'import.col.row': '行',
  'import.col.payee': '受取人',
  'import.col.amount': '金額',
  'import.col.fee': '手数料',
  'import.col.total': '合計',
  'import.col.errors': 'エラー',
  'import.hasErrors':
    '{count} 行にエラーがあります。エラーを記入したファイルをダウンロードし、修正して再度選択してください。',
  'import.downloadAnnotated': 'エラー付きファイルをダウンロード',
  'import.created': 'インポート #{id} を作成しました。',
  'import.viewImports': 'すべてのインポート',
  'import.fileFailed': 'ファイルを準備できませんでした。',
  'import.codeSummary': '{count} 件の取引のインポート、手数料込み {amount} {currency}',
  'import.rowsShown': '{total} 行中 {shown} 行を表示',
  'import.fileRefused':
    'このファイルはインポートできません。テンプレートを使ってください: amount 列を含む見出し行と、1 から 10,000 行のデータ。',
  'import.accountRefused': 'インポート元の銀行口座を選んでください。',
};

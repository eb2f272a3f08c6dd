import type { AreaLocale } from '../areaTexts.js';
import type { importErrorsTexts } from '../importErrors.js';

/** The import errors' sentences in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof importErrorsTexts> = {
  'importErrors.cell': '{row} 行目、{column}: {hint}',
  'importErrors.col.amount': '金額',
  'importErrors.col.transfer_service': '送金サービス',
  'importErrors.col.customer_legal_type': '受取人の種別',
  'importErrors.col.customer_name': '受取人名',
  'importErrors.col.customer_first_name': '名',
  'importErrors.col.customer_last_name': '姓',
  'importErrors.col.customer_iban': 'IBAN',
  'importErrors.col.customer_account': '口座番号',
  'importErrors.col.customer_sort_code': 'ソートコード',
  'importErrors.col.customer_street': '番地',
  'importErrors.col.customer_city': '市区町村',
  'importErrors.col.customer_post_code': '郵便番号',
  'importErrors.col.customer_country': '受取人の国',
  'importErrors.col.customer_ref_message': '参照メッセージ',
  'importErrors.col.bank_swift': 'BIC (SWIFT)',
  'importErrors.col.bank_name': '銀行名',
  'importErrors.col.bank_country': '銀行の国',
  'importErrors.hint.amount':
    '{example} のような金額を、口座の残高と限度額の範囲内で入力してください。',
  'importErrors.hint.service': 'sepa や swift などの送金サービスを入力してください。',
  'importErrors.hint.legalType': 'company または individual を入力してください。',
  'importErrors.hint.iban': '受取人の IBAN を入力してください (例: DE89 3704 0044 0532 0130 00)。',
  'importErrors.hint.country': 'DE のような 2 文字の国コードを入力してください。',
  'importErrors.hint.swift': '8 文字または 11 文字の BIC を入力してください (例: DEUTDEFF)。',
  'importErrors.hint.required': 'このセルに入力してください。この送金サービスでは必須です。',
  'importErrors.hint.other': 'テンプレートと照らしてこのセルを確認してください。',
};

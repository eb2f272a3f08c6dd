import type { AreaLocale } from '../areaTexts.js';
import type { companyExpressTexts } from '../companyExpress.js';

/** The express data entry modal's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof companyExpressTexts> = {
  'companyExpress.title': '会社データ',
  'companyExpress.name': '会社名',
  'companyExpress.legalType': '法的区分',
  'companyExpress.legal.company': '法人',
  'companyExpress.legal.individual': '個人',
  'companyExpress.save': '保存',
  'companyExpress.nameRefused': '会社名を200文字以内で入力してください。',
  'companyExpress.legalTypeRefused': '法人または個人を選択してください。',
  'companyExpress.failed': '会社データを保存できませんでした。もう一度お試しください。',
  'companyExpress.loadFailed': 'この会社を読み込めませんでした。',
};

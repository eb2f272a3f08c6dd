import type { adminCompaniesTexts } from '../adminCompanies.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-companies screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminCompaniesTexts> = {
  'adminCompanies.title': '会社',
  'adminCompanies.col.name': '名前',
  'adminCompanies.col.status': 'ステータス',
  'adminCompanies.col.legalType': '法人形態',
  'adminCompanies.col.types': '会社の種類',
  'adminCompanies.col.nodeType': 'ノードの種類',
  'adminCompanies.quickEdit': 'クイック編集',
  'adminCompanies.quickEditFor': '{name} のクイック編集',
  'adminCompanies.enabled': '有効',
  'adminCompanies.disabled': '無効',
};

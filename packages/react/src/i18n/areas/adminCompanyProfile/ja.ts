import type { adminCompanyProfileTexts } from '../adminCompanyProfile.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-company-profile screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminCompanyProfileTexts> = {
  'adminCompanyProfile.title': '会社',
  'adminCompanyProfile.notFound': 'この会社は見つかりませんでした。',
  'adminCompanyProfile.legalType': '法人形態',
  'adminCompanyProfile.status': 'ステータス',
  'adminCompanyProfile.statusEnabled': '有効',
  'adminCompanyProfile.statusDisabled': '無効',
  'adminCompanyProfile.edit': '会社を編集',
  'adminCompanyProfile.enabled': '会社を有効にする',
  'adminCompanyProfile.features': '機能',
  'adminCompanyProfile.feature.affiliation': 'アフィリエイト',
  'adminCompanyProfile.feature.crypto': '暗号資産',
  'adminCompanyProfile.feature.portals': 'ポータル',
  'adminCompanyProfile.feature.psp_portal': 'PSP ポータル',
  'adminCompanyProfile.feature.create_accounts': '口座の作成',
  'adminCompanyProfile.types': '会社の種類',
  'adminCompanyProfile.nodeType': 'ノードの種類',
  'adminCompanyProfile.save': '保存',
  'adminCompanyProfile.saved': '会社を保存しました。',
  'adminCompanyProfile.employees': '従業員',
  'adminCompanyProfile.compliances': 'コンプライアンス審査',
  'adminCompanyProfile.employeeCompliances': '従業員のコンプライアンス',
  'adminCompanyProfile.noCompliances': 'コンプライアンス審査はありません。',
  'adminCompanyProfile.col.employee': '従業員',
  'adminCompanyProfile.col.name': '名前',
  'adminCompanyProfile.col.email': 'メール',
  'adminCompanyProfile.col.role': '役割',
};

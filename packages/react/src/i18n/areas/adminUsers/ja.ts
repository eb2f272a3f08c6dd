import type { adminUsersTexts } from '../adminUsers.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-users screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminUsersTexts> = {
  'adminUsers.title': 'ユーザー',
  'adminUsers.search': '検索',
  'adminUsers.role': 'ロール',
  'adminUsers.allRoles': 'すべてのロール',
  'adminUsers.email': 'メールアドレス',
  'adminUsers.name': '名前',
  'adminUsers.company': '会社',
  'adminUsers.twoFactor': '二要素認証',
  'adminUsers.created': '作成日',
  'adminUsers.actions': '操作',
  'adminUsers.logInAs': 'このユーザーとしてログイン',
  'adminUsers.logInAsUser': '{email}としてログイン',
  'adminUsers.cannotImpersonate': 'このユーザーとしてログインすることはできません。',
  'adminUsers.empty': 'ユーザーが見つかりません。',
  'adminUsers.yes': 'はい',
  'adminUsers.no': 'いいえ',
  'adminUsers.role.super-admin': 'スーパー管理者',
  'adminUsers.role.admin': '管理者',
  'adminUsers.role.manager': 'マネージャー',
  'adminUsers.role.manager-reader': 'マネージャー（閲覧のみ）',
};

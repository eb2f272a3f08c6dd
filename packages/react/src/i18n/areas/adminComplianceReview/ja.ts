import type { adminComplianceReviewTexts } from '../adminComplianceReview.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-compliance-review screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof adminComplianceReviewTexts> = {
  'adminComplianceReview.title': 'コンプライアンス審査',
  'adminComplianceReview.titleOf': 'コンプライアンス審査 #{id}',
  'adminComplianceReview.notFound': 'この審査は見つかりませんでした。',
  'adminComplianceReview.subject': '対象',
  'adminComplianceReview.company': '会社',
  'adminComplianceReview.category': 'カテゴリー',
  'adminComplianceReview.status': '状態',
  'adminComplianceReview.files': '必要な書類',
  'adminComplianceReview.fileStatus.draft': '未提出',
  'adminComplianceReview.fileStatus.submitted': '審査待ち',
  'adminComplianceReview.fileStatus.verified': '承認済み',
  'adminComplianceReview.fileStatus.declined': '却下',
  'adminComplianceReview.uploaded': 'アップロード済み: {name}（{kb} KB）',
  'adminComplianceReview.signed': '署名済み',
  'adminComplianceReview.declinedWith': '却下: {reason}',
  'adminComplianceReview.open': '書類を開く',
  'adminComplianceReview.openLabel': '{name} の書類を開く',
  'adminComplianceReview.openFailed': '書類を開けませんでした。もう一度お試しください。',
  'adminComplianceReview.approve': '承認',
  'adminComplianceReview.approveLabel': '{name} を承認',
  'adminComplianceReview.decline': '却下',
  'adminComplianceReview.declineLabel': '{name} を却下',
  'adminComplianceReview.fieldErrors.reason': '却下の理由を入力してください。',
  'adminComplianceReview.reason': '{name} を却下する理由',
  'adminComplianceReview.failed': '審査を保存できませんでした。もう一度お試しください。',
};

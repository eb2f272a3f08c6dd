import type { activityLogsTexts } from '../activityLogs.js';
import type { AreaLocale } from '../areaTexts.js';

/** The activity-logs screen's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof activityLogsTexts> = {
  'activityLogs.title': 'アクティビティログ',
  'activityLogs.col.time': '日時',
  'activityLogs.col.event': 'イベント',
  'activityLogs.col.description': '説明',
  'activityLogs.col.transaction': '取引',
  'activityLogs.col.company': '企業',
  'activityLogs.col.user': 'ユーザー',
  'activityLogs.event': 'イベント',
  'activityLogs.allEvents': 'すべてのイベント',
  'activityLogs.event.api': '管理者の対応が必要',
  'activityLogs.event.settled': '決済済み',
  'activityLogs.event.progress': '処理中',
  'activityLogs.event.denied': '拒否',
  'activityLogs.fromDate': '開始日',
  'activityLogs.toDate': '終了日',
  'activityLogs.transactionId': '取引ID',
  'activityLogs.companyId': '企業ID',
  'activityLogs.userId': 'ユーザーID',
  'activityLogs.system': 'システム',
  'activityLogs.empty': '条件に一致するアクティビティはありません。',
  'activityLogs.report': 'CSVレポートをダウンロード',
  'activityLogs.reportFailed': 'レポートをダウンロードできませんでした。もう一度お試しください。',
  'activityLogs.reportDone': 'レポートをダウンロードしました。',
};

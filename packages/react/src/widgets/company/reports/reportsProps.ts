/** Props of {@link Reports}: the page's query (AC-2query-01/02). */
export interface ReportsProps {
  /** The account whose reports are listed and preselected (query `bank_account_id`). */
  bankAccountId?: string | number | undefined;
  /** Short form of `bankAccountId` (query `bid`). */
  bid?: string | number | undefined;
  /** Only this report (query `report_id`), e.g. from a report.generated notification. */
  reportId?: string | number | undefined;
  /** Short form of `reportId` (query `rid`). */
  rid?: string | number | undefined;
}

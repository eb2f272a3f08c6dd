// The import screens' rules: an entry of their own, `@flexportal/core/imports`.

/** @public what a refused cell of an import is asked for (docs/core.md) */
export { type ImportHint, importHintOf } from '../domain/cellHints.js';
/** @public the import's error rule, shared by the import screens and the sandbox (docs/core.md) */
export {
  type AnnotatableWorkbook,
  annotateCell,
  annotateWorkbook,
  type ImportCellMark,
  type ImportErrorPlan,
  importErrorsByRow,
  planImportErrors,
} from '../domain/importErrors.js';
/** @public the import screen's rules (docs/core.md) */
export {
  applyImportChange,
  IMPORT_DONE_NOTICE_MS,
  type ImportFormState,
  type ImportNoticeKind,
  importNotice,
  importPercent,
  importSubmitDisabled,
} from '../domain/importRules.js';

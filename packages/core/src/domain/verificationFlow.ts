import type {
  ComplianceFile,
  ComplianceStage,
  ComplianceTracking,
} from '../contract/compliance.js';

/** The tracking the verification flow works on: the newest one not verified, else null. */
export function trackingToVerify(
  trackings: readonly ComplianceTracking[],
): ComplianceTracking | null {
  const open = trackings.filter((t) => t.status !== 'verified' && t.status !== 'not_found');
  return open.reduce<ComplianceTracking | null>((a, t) => (!a || t.id > a.id ? t : a), null);
}

/** A bunch of required files with the files themselves, in the tracking's order. */
interface FileBunch {
  key: string;
  files: ComplianceFile[];
}

/** The tracking's files grouped by `required_files_bunches` (AC-3-16). */
export function fileBunches(tracking: ComplianceTracking): FileBunch[] {
  const byId = new Map(tracking.files.map((f) => [f.id, f]));
  return tracking.required_files_bunches.map((b) => ({
    key: b.key,
    files: b.file_ids.flatMap((id) => {
      const f = byId.get(id);
      return f ? [f] : [];
    }),
  }));
}

/** A file is handed in when uploaded or signed and not declined since. */
const isHandedIn = (f: ComplianceFile) => f.status === 'submitted' || f.status === 'verified';

/** How many files are handed in, of how many. */
export function filesProgress(tracking: ComplianceTracking): { done: number; total: number } {
  return { done: tracking.files.filter(isHandedIn).length, total: tracking.files.length };
}

/** Where a stage stands for the stepper: done, current or still to come. */
export type StageState = 'done' | 'current' | 'todo';

/** The stages the tracking asks for (AC-3-17 order), each with its state. */
export function stageSteps(
  tracking: ComplianceTracking,
): Array<{ stage: ComplianceStage; state: StageState }> {
  const at = tracking.stages.indexOf(tracking.stage);
  return tracking.stages.map((stage, i) => ({
    stage,
    state: i < at ? 'done' : i === at ? 'current' : 'todo',
  }));
}

/**
 * The route's `{service}` (files, form, video, final; AC-2guest-02) when it differs from the
 * stage the tracking is at, so the address follows the flow; null when it already matches.
 */
export function serviceToShow(
  tracking: ComplianceTracking,
  service: string | undefined,
): ComplianceStage | null {
  return service === tracking.stage ? null : tracking.stage;
}

/** Whole percent of an upload, 0..100 (no total known yet: 0). */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((loaded * 100) / total));
}

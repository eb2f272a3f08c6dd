/** One screen the benchmarks measure. */
export interface BenchScreen {
  tag: string;
  attrs: Record<string, string>;
  visible: string;
  /** Who signs in to use it: an administrator for a screen of the admin routes. */
  role: 'admin' | 'manager';
}
export declare const SCREENS: BenchScreen[];

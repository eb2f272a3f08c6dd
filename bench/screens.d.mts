/** One screen the benchmarks measure. */
export interface BenchScreen {
  tag: string;
  attrs: Record<string, string>;
  visible: string;
}
export declare const SCREENS: BenchScreen[];

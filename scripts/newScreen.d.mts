/** The screen `pnpm new:screen` creates, read from its command line. */
export interface NewScreen {
  name: string;
  camel: string;
  component: string;
  dir: string;
  titles: Record<'en' | 'de' | 'es' | 'fr' | 'ja', string>;
  route: string;
  path: string;
  root: string;
  dryRun: boolean;
}
/** One file the generator writes: created, or an existing one edited. */
export interface ScreenChange {
  file: string;
  text: string;
  created: boolean;
}
export declare function readScreen(argv: string[]): NewScreen;
export declare function createScreen(screen: NewScreen): ScreenChange[];

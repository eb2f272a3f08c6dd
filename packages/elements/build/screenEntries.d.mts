import type { Plugin } from 'rollup';

export declare function screenInputs(): Record<string, string>;
export declare function screenEntries(): Plugin;

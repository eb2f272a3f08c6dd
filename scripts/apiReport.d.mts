export declare const PACKAGES: string[];
export declare function report(pkg: string): string;
export declare function reportPath(pkg: string): string;

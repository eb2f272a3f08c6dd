// Values the vitest global setup hands to test files through `inject()`.
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** API v2 root of the sandbox started for this test run. */
    sandboxApiUrl: string;
  }
}

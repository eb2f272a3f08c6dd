/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_CLIENT_VERSION?: string;
  readonly VITE_LIVE_KEY?: string;
  /** The deployment's theme (brand) key; ibanflex when unset (AC-1-04). */
  readonly VITE_THEME?: string;
  readonly VITE_RELEASE_VERSION?: string;
}

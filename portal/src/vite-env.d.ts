/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_CLIENT_VERSION?: string;
  readonly VITE_LIVE_KEY?: string;
}

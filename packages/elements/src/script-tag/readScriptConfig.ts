/** What a script tag's `data-` attributes configure. */
export interface ScriptConfig {
  /** `data-api-base`: the API v2 root. */
  apiBase: string;
}

/**
 * Reads the configuration of the `<script>` that loaded this bundle. Only strings are
 * read from attributes; tokens never travel this way.
 */
export function readScriptConfig(script: HTMLOrSVGScriptElement | null): ScriptConfig {
  const dataset = script instanceof HTMLScriptElement ? script.dataset : undefined;
  const apiBase = dataset?.apiBase;
  if (!apiBase) {
    throw new Error('Flexportal: the script tag needs data-api-base="https://…/api/v2"');
  }
  return { apiBase };
}

/**
 * The DOM event an element fires for one of its event props, as r2wc names it:
 * `onSubmitted` → `submitted`, `onOtpRequired` → `otprequired`. The frame protocol carries
 * this name, so both ends of isolated mode map props and names the same way.
 */
export function eventName(prop: string): string {
  return prop.replace(/^on/, '').toLowerCase();
}

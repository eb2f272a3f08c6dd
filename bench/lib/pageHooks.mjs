// Init scripts the P7 and P9 benches install before any page script runs. They are
// serialised into the page, so they use nothing from this module's scope.

/**
 * Makes the page's visibility switchable: `window.__setHidden(true|false)` changes
 * `document.visibilityState` / `document.hidden` and dispatches `visibilitychange`, which is
 * what the core rate store listens to (packages/core/src/rates/visibility.ts). Headless
 * Chromium's own state cannot be flipped without freezing the page (which would stop timers
 * and so hide a polling bug instead of showing it).
 */
export function visibilityHook() {
  let hidden = false;
  const proto = Document.prototype;
  Object.defineProperty(proto, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(proto, 'hidden', { configurable: true, get: () => hidden });
  window.__setHidden = (value) => {
    hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  };
}

/**
 * Counts pending timers, animation frames and open WebSockets. Every timer gets a key in
 * `window.__leaks.pending` while it can still fire (a timeout until it runs or is cleared,
 * an interval until it is cleared, a frame until it runs or is cancelled); `phase` records
 * when it was created so the bench can tell timers made by the measured cycles from those
 * of the page's client, made before them.
 */
export function leakHook() {
  const w = window;
  const pending = new Map();
  const sockets = [];
  const state = { pending, sockets, phase: 'setup', raf: w.requestAnimationFrame.bind(w) };
  w.__leaks = state;
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = w;
  const raf = w.requestAnimationFrame;
  const caf = w.cancelAnimationFrame;
  const add = (key, kind, ms) => pending.set(key, { kind, ms, phase: state.phase });
  // Browsers share one id pool for timeouts and intervals, and clear either with either.
  const clear = (id) => {
    pending.delete(`t${id}`);
    pending.delete(`i${id}`);
  };
  w.setTimeout = (fn, ms, ...args) => {
    const id = st.call(
      w,
      function (...a) {
        pending.delete(`t${id}`);
        return typeof fn === 'function' ? fn.apply(this, a) : undefined;
      },
      ms,
      ...args,
    );
    add(`t${id}`, 'timeout', ms);
    return id;
  };
  w.clearTimeout = (id) => {
    clear(id);
    return ct.call(w, id);
  };
  w.setInterval = (fn, ms, ...args) => {
    const id = si.call(w, fn, ms, ...args);
    add(`i${id}`, 'interval', ms);
    return id;
  };
  w.clearInterval = (id) => {
    clear(id);
    return ci.call(w, id);
  };
  w.requestAnimationFrame = (fn) => {
    const id = raf.call(w, (t) => {
      pending.delete(`r${id}`);
      fn(t);
    });
    add(`r${id}`, 'frame', 0);
    return id;
  };
  w.cancelAnimationFrame = (id) => {
    pending.delete(`r${id}`);
    return caf.call(w, id);
  };
  const Native = w.WebSocket;
  w.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      sockets.push({ socket: this, phase: state.phase });
    }
  };
}

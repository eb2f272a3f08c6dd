/** A tiny typed event emitter; one per client, never module-level. */
export interface Emitter<E extends Record<string, unknown>> {
  /** Adds a listener; returns a function that removes it. */
  on<K extends keyof E>(type: K, listener: (payload: E[K]) => void): () => void;
  /** Calls every listener of `type`; a throwing listener does not stop the others. */
  emit<K extends keyof E>(type: K, payload: E[K]): void;
}

/** Creates an {@link Emitter}. */
export function createEmitter<E extends Record<string, unknown>>(): Emitter<E> {
  const map = new Map<keyof E, Set<(p: never) => void>>();
  return {
    on(type, listener) {
      const set = map.get(type) ?? new Set();
      map.set(type, set);
      set.add(listener as (p: never) => void);
      return () => set.delete(listener as (p: never) => void);
    },
    emit(type, payload) {
      for (const l of [...(map.get(type) ?? [])]) {
        try {
          (l as (p: typeof payload) => void)(payload);
        } catch (error) {
          console.error(error);
        }
      }
    },
  };
}

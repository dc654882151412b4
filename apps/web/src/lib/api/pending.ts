/** Requests in flight: shared promises for non-parallel calls and abort controllers for cancel-all. */
export interface PendingRegistry {
  /** Runs start() unless a call with the same key is pending, in which case its promise is returned. */
  share<T>(key: string | undefined, start: () => Promise<T>): Promise<T>;
  /** Registers a controller for cancelAll(); call the returned function once the request settles. */
  track(controller: AbortController): () => void;
  /** Aborts every tracked request with the given reason. */
  cancelAll(reason: unknown): void;
}

export function createPendingRegistry(): PendingRegistry {
  const shared = new Map<string, Promise<unknown>>();
  const controllers = new Set<AbortController>();

  return {
    share<T>(key: string | undefined, start: () => Promise<T>): Promise<T> {
      if (key === undefined) return start();
      const existing = shared.get(key);
      if (existing) return existing as Promise<T>;
      const promise = start().finally(() => shared.delete(key));
      shared.set(key, promise);
      return promise;
    },
    track(controller) {
      controllers.add(controller);
      return () => controllers.delete(controller);
    },
    cancelAll(reason) {
      for (const controller of [...controllers]) controller.abort(reason);
    },
  };
}

/** Identity of a call for non-parallel mode: method, full url and body; form data is never shared. */
export function requestKey(method: string, url: string, body: unknown): string | undefined {
  if (body instanceof FormData) return undefined;
  return `${method} ${url} ${body === undefined ? '' : JSON.stringify(body)}`;
}

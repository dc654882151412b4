import type { ServerFrame } from '@fairline/shared/wire/live-frames';
import WebSocket from 'ws';

/** A real `ws` client for integration tests: collects frames and waits for the one it needs. */
export async function openTestClient(url: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(url, { headers });
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ServerFrame);
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });

  /** Resolves with the first frame (already received or coming) that matches. */
  function waitFor<T extends ServerFrame>(match: (f: ServerFrame) => f is T, timeoutMs = 5000): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = frames.find(match);
        if (!found) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }

  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return {
    ws,
    frames,
    waitFor,
    closed,
    send: (message: unknown) => ws.send(JSON.stringify(message)),
    close: () => ws.close(),
  };
}

export const isFrame =
  <T extends ServerFrame['t']>(t: T) =>
  (f: ServerFrame): f is Extract<ServerFrame, { t: T }> =>
    f.t === t;

// A browser's live socket to one instance, signed in by its session cookie when given: subscribes and
// waits for the batch items a test is after.
import WebSocket from 'ws';

type Frame = { t: string; items?: unknown[]; topics?: string[] };

export interface LiveSocket {
  /** Every batch item received so far, in order. */
  readonly items: unknown[];
  /** Subscribes and resolves once the instance confirmed every topic. */
  subscribe(topics: string[]): Promise<void>;
  /** Resolves with the first item (received or coming) that matches. */
  waitForItem<T>(match: (item: unknown) => item is T, timeoutMs?: number): Promise<T>;
  close(): void;
}

export async function openLiveSocket(baseUrl: string, cookie?: string): Promise<LiveSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, cookie ? { headers: { cookie } } : {});
  const frames: Frame[] = [];
  const items: unknown[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame;
    frames.push(frame);
    if (frame.t === 'batch') items.push(...(frame.items ?? []));
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });

  const waitFor = <T>(find: () => T | undefined, what: string, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${what} within ${timeoutMs} ms; got ${JSON.stringify(frames).slice(0, 2_000)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  return {
    items,
    async subscribe(topics) {
      ws.send(JSON.stringify({ op: 'sub', topics }));
      await waitFor(
        () => frames.find((f) => f.t === 'subscribed' && topics.every((t) => f.topics?.includes(t))),
        `subscription to ${topics.join(', ')}`,
        10_000,
      );
    },
    waitForItem: (match, timeoutMs = 15_000) => waitFor(() => items.find(match), 'matching item', timeoutMs),
    close: () => ws.close(),
  };
}

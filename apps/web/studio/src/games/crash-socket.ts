/** The frame's own `/ws` connection to a crash room: subscribe, hand on the snapshot and the changes, reconnect. */
import type { CrashChange, CrashSnapshot } from '@fairline/shared/wire/casino-crash';

const PROTOCOL_VERSION = 1;

export type CrashFeed = {
  onSnapshot: (snap: CrashSnapshot) => void;
  onChange: (change: CrashChange) => void;
};

/** Opens (and keeps reopening, with backoff) the room's topic; returns a function that closes it. */
export function watchCrashRoom(topic: string, feed: CrashFeed): () => void {
  let socket: WebSocket | null = null;
  let retry = 500;
  let stopped = false;
  const open = () => {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    socket = new WebSocket(`${scheme}://${location.host}/ws?v=${PROTOCOL_VERSION}`);
    socket.addEventListener('open', () => {
      retry = 500;
      socket?.send(JSON.stringify({ op: 'sub', topics: [topic] }));
    });
    socket.addEventListener('message', (event) => {
      const frame = JSON.parse(String(event.data)) as { t: string; topic?: string; data?: unknown; items?: unknown[] };
      if (frame.t === 'snapshot' && frame.topic === topic) feed.onSnapshot(frame.data as CrashSnapshot);
      if (frame.t === 'batch') {
        for (const item of frame.items ?? []) {
          const t = (item as { t?: unknown }).t;
          if (typeof t === 'string' && t.startsWith('crash:')) feed.onChange(item as CrashChange);
        }
      }
    });
    socket.addEventListener('close', () => {
      if (stopped) return;
      setTimeout(open, retry);
      retry = Math.min(10_000, retry * 2);
    });
  };
  open();
  return () => {
    stopped = true;
    socket?.close();
  };
}

import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'zustand';
import { createLiveSocket, type LiveSocket } from '../../../lib/ws';
import { applyLiveItems, type ScoreChange } from './apply-live';
import { parseLiveItems } from './live-items';

interface AnnouncementsState {
  /** The latest score changes, read out politely by the live region. */
  latest: ScoreChange[];
  announce(changes: ScoreChange[]): void;
}

export const useScoreAnnouncements = create<AnnouncementsState>()((set) => ({
  latest: [],
  announce: (latest) => set({ latest }),
}));

let shared: { client: QueryClient; socket: LiveSocket } | null = null;

/** The app's one live connection, feeding the given query cache. */
function liveSocketFor(client: QueryClient): LiveSocket {
  if (shared?.client === client) return shared.socket;
  shared?.socket.close();
  const socket = createLiveSocket({
    onBatch: (items) => {
      const changes = applyLiveItems(client, parseLiveItems(items));
      if (changes.length > 0) useScoreAnnouncements.getState().announce(changes);
    },
  });
  shared = { client, socket };
  return socket;
}

/**
 * Subscribes the page to live topics (`feed:sport:<id>:<line|live>`, `feed:champ:<id>`,
 * `feed:game:<id>`) while it is shown; their deltas patch the cached feed answers in place.
 */
export function useLiveUpdates(topics: readonly string[]) {
  const client = useQueryClient();
  const key = [...new Set(topics)].sort().join(',');
  useEffect(() => {
    if (key === '') return;
    const list = key.split(',');
    const socket = liveSocketFor(client);
    socket.subscribe(list);
    return () => socket.unsubscribe(list);
  }, [client, key]);
}

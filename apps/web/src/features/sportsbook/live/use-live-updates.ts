import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'zustand';
import { createLiveSocket, type LiveSocket } from '../../../lib/ws';
import { feedKeys } from '../../feed';
import { applyLiveItems, type ScoreChange } from './apply-live';
import type { LiveItem } from './live-items';

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

let parse: ((items: readonly unknown[]) => LiveItem[]) | undefined;
let loadingParser: Promise<void> | undefined;
/** Batches that came before the parser's chunk: applied in order once it is there. */
const waiting: { client: QueryClient; items: readonly unknown[] }[] = [];

function loadParser(): Promise<void> {
  loadingParser ??= import('./live-parse').then(
    (m) => {
      parse = m.parseLiveItems;
    },
    () => {
      // A chunk that did not load is asked for again with the next batch; the waiting ones stay.
      loadingParser = undefined;
    },
  );
  return loadingParser;
}

function apply(client: QueryClient, items: readonly unknown[], read: (items: readonly unknown[]) => LiveItem[]) {
  const changes = applyLiveItems(client, read(items));
  if (changes.length > 0) useScoreAnnouncements.getState().announce(changes);
}

function receive(client: QueryClient, items: readonly unknown[]) {
  if (parse && waiting.length === 0) return apply(client, items, parse);
  waiting.push({ client, items });
  void loadParser().then(() => {
    const read = parse;
    if (read) for (const batch of waiting.splice(0)) apply(batch.client, batch.items, read);
  });
}

/** The app's one live connection, feeding the given query cache. */
function liveSocketFor(client: QueryClient): LiveSocket {
  if (shared?.client === client) return shared.socket;
  shared?.socket.close();
  void loadParser();
  const socket = createLiveSocket({
    onBatch: (items) => receive(client, items),
    // Changes made while the socket was down are not sent again: the feed answers on screen are asked
    // for afresh (their rows re-render as a transition, useLiveValue).
    onResubscribed: () => void client.invalidateQueries({ queryKey: feedKeys.all }),
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

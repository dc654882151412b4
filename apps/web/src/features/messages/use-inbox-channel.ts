import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createFeedFreshness, createLiveSocket, liveTopics } from '../../lib/ws';
import { inboxKeys, unreadOf } from './inbox-count';

/**
 * Follows the inbox's unread count on the player's channel (`user:<id>`, `{t: "inbox", unread}`): the
 * badge changes without a reload, and an open Messages page reads its list again. Its own socket, as
 * the wallet's channel is private to the wallet (ADR 0031 notes merging them).
 */
export function useInboxChannel(userId: number | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    const socket = createLiveSocket({
      onBatch: (items) => {
        const counts = items.filter((item) => (item as { t?: unknown } | null)?.t === 'inbox');
        const last = counts.at(-1);
        if (last === undefined) return;
        client.setQueryData(inboxKeys.unread, unreadOf(last));
        void client.invalidateQueries({ queryKey: inboxKeys.pages });
      },
      // Its own clock: a quiet inbox must not make the odds feed look stale.
      freshness: createFeedFreshness(),
    });
    socket.subscribe([liveTopics.user(userId)]);
    return () => socket.close();
  }, [client, userId]);
}

import { type TournamentBoard, tournamentBoard, tournamentChange } from '@fairline/shared/wire/casino-tournaments';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createFeedFreshness, createLiveSocket, liveTopics } from '../../lib/ws';

/**
 * The tournament's leaderboard head as `/ws` sends it (`casino:tournament:<id>`: the snapshot, then a
 * new head on every change). A change also refetches the page's query, so "your place" follows.
 */
export function useTournamentBoard(id: number, queryKey: readonly unknown[]): TournamentBoard | undefined {
  const client = useQueryClient();
  const [board, setBoard] = useState<TournamentBoard>();
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    setBoard(undefined);
    const topic = liveTopics.tournament(id);
    const socket = createLiveSocket({
      onSnapshot: (at, data) => {
        const parsed = at === topic ? tournamentBoard.safeParse(data) : undefined;
        if (parsed?.success) setBoard(parsed.data);
      },
      onBatch: (items) => {
        const latest = items
          .map((item) => tournamentChange.safeParse(item))
          .filter((r) => r.success && r.data.tournament_id === id)
          .at(-1);
        if (!latest?.success) return;
        setBoard({ ...latest.data, t: 'tournament' });
        void client.invalidateQueries({ queryKey: JSON.parse(keyText) as unknown[] });
      },
      // Its own clock: a quiet board must not make the odds feed look stale.
      freshness: createFeedFreshness(),
    });
    socket.subscribe([topic]);
    return () => socket.close();
  }, [client, id, keyText]);
  return board;
}

// The studio's jackpot (ADR 0066) on casino pages: the public read, then the `/ws` topic `casino:jackpot`
// (its own socket, as guests may watch) keeping the pools in the query cache; a win is announced to
// whoever watches, and to its winner as theirs (the winner's tag is the SHA-256 of their seed owner).
import { jackpotPlayerTag } from '@fairline/shared/casino/jackpot';
import {
  type JackpotPool,
  type JackpotsAnswer,
  type JackpotWin,
  jackpotChange,
  jackpotSnapshot,
  jackpotsAnswer,
} from '@fairline/shared/wire/casino-jackpot';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationsStore } from '../../components/ui';
import { http } from '../../lib/http';
import { translator } from '../../lib/i18n';
import { createFeedFreshness, createLiveSocket, liveTopics } from '../../lib/ws';
import { moneyKeys } from '../wallet';
import { formatJackpot } from './jackpot-format';

export const jackpotKey = ['casino', 'jackpots'] as const;

export const jackpotQuery = queryOptions({
  queryKey: jackpotKey,
  queryFn: async (): Promise<JackpotsAnswer> =>
    jackpotsAnswer.parse(await http.requestOrThrow<unknown>({ url: '/studio-api/v1/jackpots', noCache: true })),
  staleTime: 60_000,
});

/** The pools after a frame: the moved ones replaced, the others kept. */
export function mergePools(pools: readonly JackpotPool[], moved: readonly JackpotPool[]): JackpotPool[] {
  const byCurrency = new Map(pools.map((p) => [p.currency, p]));
  for (const p of moved) byCurrency.set(p.currency, p);
  return [...byCurrency.values()];
}

/** The toast of a win: the winner's own words when the tag is theirs, else the anonymised announcement. */
export function winText(win: JackpotWin, ownTag: string | null, locale: string): { mine: boolean; text: string } {
  const amount = formatJackpot(win.amount, win.currency, locale);
  const game = translator.t(`casino.game.name.${win.game}`);
  const mine = ownTag !== null && win.player === ownTag;
  return {
    mine,
    text: mine
      ? translator.t('jackpot.won.mine', { amount, game })
      : translator.t('jackpot.won.other', { amount, game, player: win.player }),
  };
}

function applyItems(client: QueryClient, items: readonly unknown[], ownTag: string | null) {
  for (const item of items) {
    const change = jackpotChange.safeParse(item);
    if (!change.success) continue;
    if (change.data.t === 'jackpot:pools') {
      const moved = change.data.pools;
      client.setQueryData<JackpotsAnswer>(jackpotKey, (old) =>
        old ? { ...old, pools: mergePools(old.pools, moved) } : old,
      );
      continue;
    }
    const { win } = change.data;
    client.setQueryData<JackpotsAnswer>(jackpotKey, (old) =>
      old ? { ...old, wins: [win, ...old.wins].slice(0, 10) } : old,
    );
    const { mine, text } = winText(win, ownTag, translator.language);
    notificationsStore.getState().notify({ type: mine ? 'success' : 'info', text });
    if (mine) void client.invalidateQueries({ queryKey: moneyKeys.balance });
  }
}

/** The pools and last wins, kept live while a casino page shows them. */
export function useJackpotLive(userId: number | null) {
  const client = useQueryClient();
  const query = useQuery(jackpotQuery);
  useEffect(() => {
    const ownTag = userId === null ? null : jackpotPlayerTag(`player:${userId}`);
    const socket = createLiveSocket({
      onBatch: (items) => applyItems(client, items, ownTag),
      onSnapshot: (_topic, data) => {
        const snapshot = jackpotSnapshot.safeParse(data);
        if (!snapshot.success) return;
        const { jackpot_pools: pools, wins } = snapshot.data;
        client.setQueryData<JackpotsAnswer>(jackpotKey, (old) => (old ? { ...old, pools, wins } : old));
      },
      // Its own clock: a quiet jackpot must not make the odds feed look stale.
      freshness: createFeedFreshness(),
    });
    socket.subscribe([liveTopics.jackpot]);
    return () => socket.close();
  }, [client, userId]);
  return query;
}

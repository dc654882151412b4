import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCouponStore } from '../../coupon';
import { type Game, type GameDetails, gameQuery, gamesQuery } from '../../feed';
import { applyLiveItems } from './apply-live';
import { parseLiveItems } from './live-parse';

const ctx = { lng: 'en' };
const inter: Game = {
  I: 7,
  CI: 70,
  S: 1_800_000_000,
  SI: 1,
  LI: 3,
  L: 'Serie A',
  O1: 'Inter',
  O2: 'Milan',
  SC: { FS: {}, TS: 4000 },
  E: [
    { T: 1, G: 1, C: 1.45 },
    { T: 2, G: 1, C: 4.2 },
  ],
};

describe('applyLiveItems', () => {
  let client: QueryClient;
  const listKey = gamesQuery('live', ctx, { sports: [1] }).queryKey;
  const pageKey = gameQuery('live', ctx, 7).queryKey;

  beforeEach(() => {
    client = new QueryClient();
    client.setQueryData(listKey, [inter]);
    client.setQueryData(pageKey, {
      ...inter,
      GE: [{ G: 1, E: [[{ T: 1, G: 1, C: 1.45 }], [{ T: 2, G: 1, C: 4.2 }]] }],
    });
    useCouponStore.setState({ selections: [] });
  });

  it('moves the score of a cached game and reports the goal for the live region', () => {
    const changes = applyLiveItems(
      client,
      parseLiveItems([{ t: 'score', gameId: 7, sc: { FS: { S1: 1 }, TS: 4100 } }]),
    );
    expect(client.getQueryData<Game[]>(listKey)?.[0]?.SC).toMatchObject({ FS: { S1: 1 }, TS: 4100 });
    expect(client.getQueryData<GameDetails>(pageKey)?.SC?.FS).toEqual({ S1: 1 });
    expect(changes).toEqual([{ gameId: 7, team1: 'Inter', team2: 'Milan', s1: 1, s2: 0 }]);
  });

  it('ends half time when the pushed score no longer carries the break', () => {
    applyLiveItems(
      client,
      parseLiveItems([{ t: 'score', gameId: 7, sc: { TS: 2820, TP: 2700, BR: 2, CPS: 'Half time' } }]),
    );
    expect(client.getQueryData<Game[]>(listKey)?.[0]?.SC?.BR).toBe(2);
    applyLiveItems(
      client,
      parseLiveItems([{ t: 'score', gameId: 7, sc: { CP: 2, TS: 2760, TP: 5400, CPS: '2nd half' } }]),
    );
    expect(client.getQueryData<Game[]>(listKey)?.[0]?.SC).toEqual({ CP: 2, TS: 2760, TP: 5400, CPS: '2nd half' });
    expect(client.getQueryData<GameDetails>(pageKey)?.SC?.BR).toBeUndefined();
  });

  it('re-prices outcomes in lists, game-page columns and the coupon', () => {
    useCouponStore.setState({
      selections: [
        {
          gameId: 7,
          constId: 70,
          type: 1,
          group: 1,
          param: 0,
          coef: 1.45,
          kind: 1,
          labels: { game: '', market: '', outcome: '' },
        },
      ],
    });
    applyLiveItems(client, parseLiveItems([{ t: 'odds', gameId: 7, e: [{ T: 1, G: 1, C: 1.4 }] }]));
    expect(client.getQueryData<Game[]>(listKey)?.[0]?.E?.[0]?.C).toBe(1.4);
    expect(client.getQueryData<GameDetails>(pageKey)?.GE?.[0]?.E[0]?.[0]?.C).toBe(1.4);
    expect(useCouponStore.getState().selections[0]?.newCoef).toBe(1.4);
  });

  it('adds a new live game to lists it fits and removes games that left the feed', () => {
    const newcomer: Game = {
      I: 8,
      CI: 80,
      S: 1_800_000_000,
      SI: 1,
      LI: 3,
      L: 'Serie A',
      O1: 'Roma',
      O2: 'Lazio',
      SC: {},
    };
    applyLiveItems(
      client,
      parseLiveItems([
        { t: 'game+', game: newcomer },
        { t: 'game+', game: { ...newcomer, I: 9, SI: 2 } },
      ]),
    );
    expect(client.getQueryData<Game[]>(listKey)?.map((g) => g.I)).toEqual([7, 8]);
    applyLiveItems(client, parseLiveItems([{ t: 'game-', gameId: 7 }]));
    expect(client.getQueryData<Game[]>(listKey)?.map((g) => g.I)).toEqual([8]);
  });

  it('names a pushed game in the language of the list it joins', () => {
    const pushed: Game = {
      ...{ I: 8, CI: 80, S: 1_800_000_000, SI: 1, LI: 3, L: 'Серия А', SC: {} },
      ...{ O1: 'Рома', O1R: 'Рома', O1E: 'Roma', O2: 'Лацио', O2E: 'Lazio' },
    };
    const ruKey = gamesQuery('live', { lng: 'ru' }, { sports: [1] }).queryKey;
    client.setQueryData(ruKey, []);
    applyLiveItems(client, parseLiveItems([{ t: 'game+', game: pushed }]));
    expect(client.getQueryData<Game[]>(listKey)?.[1]).toMatchObject({ O1: 'Roma', O2: 'Lazio' });
    expect(client.getQueryData<Game[]>(ruKey)?.[0]).toMatchObject({ O1: 'Рома', O2: 'Лацио' });
  });

  it('ignores items it does not understand', () => {
    expect(parseLiveItems([{ t: 'weather' }, null, 3, { t: 'status', gameId: 7, status: 3 }])).toHaveLength(1);
  });
});

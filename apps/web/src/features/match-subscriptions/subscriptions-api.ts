// The subscription calls (ADR 0069), their answers parsed: this module loads with the bell's chunk only.
import {
  eventTypesAnswer,
  followedGamesAnswer,
  gameSubscriptionAnswer,
  type MatchSubscriptionEvent,
  pushKeyAnswer,
} from '@fairline/shared/wire/match-subscriptions';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http';

const SERVICE = '/service-api/SubscriptionService/api';
export const PUSH_URL = '/web-api/gamesubscription/push';

export const subscriptionKeys = {
  types: (gameId: number, lang: string) => ['match-subscriptions', 'types', gameId, lang] as const,
  game: (gameId: number) => ['match-subscriptions', 'game', gameId] as const,
  followed: ['match-subscriptions', 'followed'] as const,
};

/** The events the game's sport tells, named in the page's language. */
export const eventTypesQuery = (gameId: number, lang: string) =>
  queryOptions({
    queryKey: subscriptionKeys.types(gameId, lang),
    queryFn: async () => {
      const answer = eventTypesAnswer.parse(
        await http.requestOrThrow<unknown>({
          url: `${SERVICE}/GetEventTypesByGameId`,
          method: 'GET',
          params: { gameId, language: lang },
        }),
      );
      return answer.Value?.Types ?? [];
    },
    staleTime: 10 * 60_000,
  });

/** The events the player follows in the game. */
export const gameSubscriptionQuery = (gameId: number) =>
  queryOptions({
    queryKey: subscriptionKeys.game(gameId),
    queryFn: async () => {
      const answer = gameSubscriptionAnswer.parse(
        await http.requestOrThrow<unknown>({
          url: `${SERVICE}/GetGameSubscription`,
          method: 'POST',
          params: { gameId },
        }),
      );
      return answer.Value?.Events ?? [];
    },
  });

/** The games the player follows (const ids): one call lights every bell of a list. */
export const followedGamesQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.followed,
    queryFn: async () =>
      followedGamesAnswer.parse(
        await http.requestOrThrow<unknown>({ url: '/web-api/gamesubscription/games', method: 'GET' }),
      ).constIds,
    staleTime: 60_000,
  });

/** Saves the chosen events (none: unsubscribes); the events saved, or null when the game cannot be followed. */
export async function saveGameSubscription(gameId: number, events: MatchSubscriptionEvent[], language: string) {
  const answer = gameSubscriptionAnswer.parse(
    await http.requestOrThrow<unknown>({
      url: '/web-api/gamesubscription/save',
      method: 'POST',
      params: { gameId, events, language },
    }),
  );
  return answer.Success ? (answer.Value?.Events ?? []) : null;
}

export const fetchPushKey = async () =>
  pushKeyAnswer.parse(await http.requestOrThrow<unknown>({ url: PUSH_URL, method: 'GET' })).publicKey;

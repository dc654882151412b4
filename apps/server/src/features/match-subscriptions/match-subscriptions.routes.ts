// The spec's three subscription calls (betting-casino-feeds.md §7 "Statistics and subscriptions"), kept
// verbatim, and the push subscription of a browser (ADR 0069). The game's event types are public; the
// player's subscription and every change need the auth header (bearer or the session cookie).
import {
  eventTypesAnswer,
  eventTypesQuery,
  followedGamesAnswer,
  gameSubscriptionAnswer,
  gameSubscriptionRequest,
  pushDeletedAnswer,
  pushKeyAnswer,
  pushSavedAnswer,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
  saveGameSubscriptionRequest,
} from '@fairline/shared/wire/match-subscriptions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import { type AuthPreHandler, userOf } from '../auth/auth.service';
import { type MatchSubscriptions, SubscriptionRefusal } from './match-subscriptions.service';

const TAGS = ['match-subscriptions'];
export const SUBSCRIPTION_SERVICE = '/service-api/SubscriptionService/api';
export const GAME_SUBSCRIPTION = '/web-api/gamesubscription';

const ok = <V>(Value: V) => ({ Success: true, Error: '', ErrorCode: 0, Value });

/** Runs a call; a game that cannot be followed answers `Success: false` with ErrorCode 1401. */
async function answering<V>(run: () => V | Promise<V>) {
  try {
    return ok(await run());
  } catch (err) {
    if (!(err instanceof SubscriptionRefusal)) throw err;
    return { Success: false, Error: err.message, ErrorCode: err.code, Value: null };
  }
}

export function matchSubscriptionsRoutes(
  app: FastifyInstance,
  deps: { service: MatchSubscriptions; preHandler: AuthPreHandler; publicKey: string },
) {
  const { service } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A player's subscription calls answer 404 where the site's `betting.isGameNotifySettingsEnabled` is off
  // (ADR 0016); pushes already queued and settled-bet notices still go out.
  const offered = async (req: FastifyRequest) => {
    const site = await req.server.authContext.sites.resolve(req);
    if (!site.settings.betting.isGameNotifySettingsEnabled) throw notFound('Match notifications');
  };
  const preHandler = [offered, deps.preHandler];

  r.get(
    `${SUBSCRIPTION_SERVICE}/GetEventTypesByGameId`,
    {
      schema: {
        tags: TAGS,
        summary: 'The events a game can be followed for (by its sport)',
        querystring: eventTypesQuery,
        response: { 200: eventTypesAnswer },
      },
    },
    async (req) => answering(() => service.eventTypes(req.query.gameId, req.query.language ?? 'en')),
  );

  r.post(
    `${SUBSCRIPTION_SERVICE}/GetGameSubscription`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'The caller’s subscription of a game (Events empty: none)',
        body: gameSubscriptionRequest,
        response: { 200: gameSubscriptionAnswer },
      },
    },
    async (req) => ok({ GameId: req.body.gameId, Events: await service.get(userOf(req).id, req.body.gameId) }),
  );

  r.post(
    `${GAME_SUBSCRIPTION}/save`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Saves the events followed for a game; an empty list unsubscribes (idempotent)',
        description: 'An event the game’s sport does not tell is a 400; an unknown or finished game ErrorCode 1401.',
        body: saveGameSubscriptionRequest,
        response: { 200: gameSubscriptionAnswer },
      },
    },
    async (req) =>
      answering(async () => ({ GameId: req.body.gameId, Events: await service.save(userOf(req).id, req.body) })),
  );

  r.get(
    `${GAME_SUBSCRIPTION}/games`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'The games the caller follows, by const id (a list of games shows their bells lit)',
        response: { 200: followedGamesAnswer },
      },
    },
    async (req) => ({ constIds: await service.followed(userOf(req).id) }),
  );

  r.get(
    `${GAME_SUBSCRIPTION}/push`,
    {
      schema: {
        tags: TAGS,
        summary: 'The VAPID public key a browser subscribes with (applicationServerKey)',
        response: { 200: pushKeyAnswer },
      },
    },
    async () => ({ publicKey: deps.publicKey }),
  );

  r.put(
    `${GAME_SUBSCRIPTION}/push`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Saves this browser’s push subscription for the caller',
        body: pushSubscriptionRequest,
        response: { 200: pushSavedAnswer },
      },
    },
    async (req) => {
      await service.savePush(userOf(req).id, req.body);
      return { saved: true };
    },
  );

  r.delete(
    `${GAME_SUBSCRIPTION}/push`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Forgets this browser’s push subscription (deleted: false when the caller had none)',
        body: pushUnsubscribeRequest,
        response: { 200: pushDeletedAnswer },
      },
    },
    async (req) => ({ deleted: await service.deletePush(userOf(req).id, req.body.endpoint) }),
  );
}

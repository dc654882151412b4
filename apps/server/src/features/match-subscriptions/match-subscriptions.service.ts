// Match-event subscriptions (issue 23 §4, ADR 0069): which events a game's sport offers, the player's
// choice per game, the browsers' push subscriptions, and the notices — over /ws on `user:<id>` for open
// pages, and queued as Web Push for every browser the player allowed. Settlement tells its bets through
// `noticeBetSettled`, which only queues: a push service never slows a settlement down.
import type {
  EventType,
  MatchNotice,
  MatchSubscriptionEvent,
  PushPayload,
  PushSubscriptionRequest,
  SaveGameSubscriptionRequest,
} from '@fairline/shared/wire/match-subscriptions';
import { MATCH_SUBSCRIPTION_EVENTS } from '@fairline/shared/wire/match-subscriptions';
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { topics } from '../../infra/pubsub/topics';
import type { OddsProvider } from '../../trading/provider';
import { constIdOfGameId, liveIdOf } from '../../trading/schedule/ids';
import type { GameInfo } from '../../trading/types';
import { eventsOfSport, type GameMoment, happeningsBetween, type MatchHappening, momentOf } from './match-events';
import * as repo from './match-subscriptions.repository';
import { noticeLang, noticeWords } from './notice-strings';
import { drainPushQueue } from './push-queue';
import type { PushSender } from './push-sender';

const NAMES: Record<'en' | 'ru' | 'ar', Record<MatchSubscriptionEvent, string>> = {
  en: { start: 'Kick-off', goal: 'Goals', red_card: 'Red cards', period_end: 'End of a period', result: 'Result' },
  ru: {
    start: 'Начало матча',
    goal: 'Голы',
    red_card: 'Красные карточки',
    period_end: 'Конец периода',
    result: 'Итог',
  },
  ar: {
    start: 'بداية المباراة',
    goal: 'الأهداف',
    red_card: 'البطاقات الحمراء',
    period_end: 'نهاية الشوط',
    result: 'النتيجة',
  },
};

/** A game the engine cannot offer a subscription for (unknown, cancelled or already over). */
export class SubscriptionRefusal extends Error {
  readonly code = 1401;
}

export interface MatchSubscriptionsDeps {
  database: Database;
  engine: Pick<OddsProvider, 'getGame' | 'sports'>;
  clock: { now(): number };
  pubsub?: PubSub | undefined;
  sender: PushSender;
  /** Outside production a push endpoint may be plain HTTP (the development stand-in); in production only HTTPS. */
  allowHttpEndpoints: boolean;
  onError?: (err: unknown) => void;
}

export interface MatchSubscriptions {
  eventTypes(gameId: number, lang: string): { GameId: number; SportId: number; Types: EventType[] };
  get(userId: number, gameId: number): Promise<MatchSubscriptionEvent[]>;
  /** The games the player follows, by const id. */
  followed(userId: number): Promise<number[]>;
  save(userId: number, request: SaveGameSubscriptionRequest): Promise<MatchSubscriptionEvent[]>;
  savePush(userId: number, request: PushSubscriptionRequest): Promise<void>;
  deletePush(userId: number, endpoint: string): Promise<boolean>;
  /** Reads what happened in followed games since the last call and tells their subscribers (the leader's job). */
  tick(): Promise<number>;
  /** A follower's tick: moves the watermark to now, so a new leader does not tell old news. */
  follow(): void;
  /** Sends the due pushes (the leader's job). */
  drain(): Promise<number>;
  /** Queues the notices of a settled bet; never throws, never waits for a push service. */
  betSettled(bet: { betId: number; userId: number; status: string }): void;
  /** Resolves once the notices queued so far are stored (tests). */
  idle(): Promise<void>;
}

const nameIn = (names: { en: string; ru: string; ar?: string }, lang: string) =>
  (lang === 'ru' ? names.ru : lang === 'ar' ? names.ar : undefined) ?? names.en;

export function createMatchSubscriptions(deps: MatchSubscriptionsDeps): MatchSubscriptions {
  const { database } = deps;
  const onError = deps.onError ?? (() => {});
  const families = new Map(deps.engine.sports().map((s) => [s.id, s.family]));
  let lastAt = deps.clock.now();
  let queue: Promise<void> = Promise.resolve();

  /** A game a subscription can be made for: known, not cancelled, not over. */
  const openGame = (gameId: number): GameInfo => {
    const game = deps.engine.getGame(gameId, deps.clock.now());
    const moment = momentOf(game);
    if (!game || !moment || moment.stage === 'over') throw new SubscriptionRefusal('Unknown or finished game');
    return game;
  };
  const offered = (game: GameInfo) => eventsOfSport(game.sportId, families.get(game.sportId) ?? 'goals');

  const later = (job: () => Promise<unknown>) => {
    queue = queue.then(job).then(
      () => undefined,
      (err: unknown) => onError(err),
    );
  };

  /** Tells one player: a frame for open pages, a push for each browser they allowed. */
  const tell = async (userId: number, notice: MatchNotice) => {
    try {
      await deps.pubsub?.publish(topics.user(userId), notice);
    } catch (err) {
      onError(err);
    }
    const queued = await repo.queuePushes(database, userId, (lang): PushPayload => {
      const l = noticeLang(lang);
      return { ...notice, ...noticeWords(notice, l), url: `/${l}${notice.path}` };
    });
    if (queued > 0) later(() => drainPushQueue(database, deps.sender, new Date()));
  };

  const noticeOf = (game: GameInfo, happening: MatchHappening, lang: string): MatchNotice => {
    const live = game.phase !== 'line';
    const id = live ? liveIdOf(game.constId) : game.constId;
    const score = live && game.SC ? `${game.SC.FS.S1}:${game.SC.FS.S2}` : '';
    return {
      t: 'notice',
      kind: happening.kind,
      gameId: id,
      sportId: game.sportId,
      live,
      teams: `${nameIn(game.home.name, lang)} – ${nameIn(game.away.name, lang)}`,
      score,
      ...(happening.period !== undefined ? { period: happening.period } : {}),
      path: `/${live ? 'live' : 'line'}/game/${id}`,
    };
  };

  const tellGame = async (constId: number, from: number, to: number) => {
    const before: GameMoment | undefined = momentOf(deps.engine.getGame(constId, from));
    const game = deps.engine.getGame(constId, to);
    const after = momentOf(game);
    if (!game || !after || !before) {
      await repo.dropGame(database, constId);
      return 0;
    }
    const happenings = happeningsBetween(before, after);
    let told = 0;
    if (happenings.length > 0) {
      for (const s of await repo.subscribersOf(database, constId)) {
        for (const h of happenings) {
          if (!s.events.includes(h.kind)) continue;
          await tell(s.userId, noticeOf(game, h, s.lang));
          told += 1;
        }
      }
    }
    if (after.stage === 'over') await repo.dropGame(database, constId);
    return told;
  };

  return {
    eventTypes(gameId, lang) {
      const game = openGame(gameId);
      const names = NAMES[noticeLang(lang)];
      const types = offered(game).map((key) => ({
        Id: MATCH_SUBSCRIPTION_EVENTS.indexOf(key) + 1,
        Key: key,
        Name: names[key],
      }));
      return { GameId: gameId, SportId: game.sportId, Types: types };
    },
    async get(userId, gameId) {
      const constId = constIdOfGameId(gameId);
      return constId === undefined ? [] : repo.readSubscription(database, userId, constId);
    },
    followed: (userId) => repo.followedBy(database, userId),
    async save(userId, request) {
      const game = openGame(request.gameId);
      const allowed = offered(game);
      const refused = request.events.filter((e) => !allowed.includes(e));
      if (refused.length > 0) {
        throw new AppError('BAD_REQUEST', `This game does not tell: ${refused.join(', ')}`, {
          errorCode: 'event_type',
        });
      }
      // The chooser's order, each once: saving the same choice twice stores the same row.
      const events = MATCH_SUBSCRIPTION_EVENTS.filter((e) => request.events.includes(e));
      await repo.writeSubscription(database, {
        userId,
        constId: game.constId,
        sportId: game.sportId,
        events,
        lang: noticeLang(request.language ?? 'en'),
      });
      return events;
    },
    async savePush(userId, request) {
      const url = new URL(request.endpoint);
      if (url.protocol !== 'https:' && !(deps.allowHttpEndpoints && url.protocol === 'http:')) {
        throw new AppError('BAD_REQUEST', 'A push endpoint must be an https URL', { errorCode: 'endpoint' });
      }
      await repo.savePushSubscription(database, userId, {
        endpoint: request.endpoint,
        p256dh: request.keys.p256dh,
        auth: request.keys.auth,
        lang: noticeLang(request.language ?? 'en'),
      });
    },
    deletePush: (userId, endpoint) => repo.deletePushSubscription(database, userId, endpoint),
    async tick() {
      const to = deps.clock.now();
      const from = lastAt;
      if (to <= from) return 0;
      lastAt = to;
      let told = 0;
      for (const constId of await repo.subscribedGames(database)) told += await tellGame(constId, from, to);
      return told;
    },
    follow() {
      lastAt = Math.max(lastAt, deps.clock.now());
    },
    drain: () => drainPushQueue(database, deps.sender, new Date()),
    betSettled(bet) {
      if (bet.status !== 'won' && bet.status !== 'lost' && bet.status !== 'void') return;
      const kind = `bet_${bet.status}` as const;
      later(() =>
        tell(bet.userId, {
          t: 'notice',
          kind,
          gameId: 0,
          sportId: 0,
          live: false,
          teams: '',
          score: '',
          betId: bet.betId,
          path: '/office/bets',
        }),
      );
    },
    idle: () => queue,
  };
}

// Settlement holds only its database: the plugin registers the service per database, as the inbox does.
const bound = new WeakMap<object, MatchSubscriptions>();

/** Makes `service` the one `noticeBetSettled` uses for `database` (the plugin does it once). */
export function bindMatchSubscriptions(database: object, service: MatchSubscriptions): void {
  bound.set(database, service);
}

/** Settlement's hook: queues the player's "bet won / lost / void" notice; returns at once. */
export function noticeBetSettled(database: object, bet: { betId: number; userId: number; status: string }): void {
  bound.get(database)?.betSettled(bet);
}

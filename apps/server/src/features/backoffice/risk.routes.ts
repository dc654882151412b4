// The risk desk (issue 24 §2 risk and trading, ADR 0053): open exposure per game, market and outcome
// from the open bets, and suspending a game or a market with a reason. A suspension is a row of
// trading_suspensions laid over the engine's offer, so the feeds show it blocked and the coupon refuses
// it; this instance applies it at once, the others within SYNC_MS.
import { BackofficeLimits, csvAnswer } from '@fairline/shared/wire/backoffice';
import {
  exposureGameParams,
  exposureListAnswer,
  exposureQuery,
  gameExposureAnswer,
  liftSuspensionRequest,
  suspendRequest,
  suspensionAnswer,
  suspensionParams,
  suspensionsAnswer,
} from '@fairline/shared/wire/backoffice-risk';
import { notFound } from '../../errors';
import { constIdOfGameId } from '../../trading/schedule/ids';
import type { BackofficeContext } from './backoffice-context';
import { toCsv } from './csv';
import { exposureList, gameExposure, marketName } from './risk-exposure';
import { activeSuspensions, liftSuspension, suspend, suspensionKeys } from './risk-suspensions.repository';
import { ADMIN_API, actorOf } from './staff-guard';

const TAGS = ['backoffice'];
/** How often an instance re-reads the suspensions another instance may have changed. */
export const SUSPENSION_SYNC_MS = 2_000;
const CSV_COLUMNS = [
  'game_id',
  'live_id',
  'sport',
  'champ',
  'home',
  'away',
  'start',
  'phase',
  'suspended',
  'currency',
  'bets',
  'stake_minor',
  'potential_payout_minor',
  'worst_case_liability_minor',
] as const;

export function riskRoutes({ r, app, database }: BackofficeContext) {
  const trading = () => app.trading;
  const now = () => trading().clock.now();
  const withMarket = <T extends { market_group: number | null }>(s: T) => ({
    ...s,
    market: s.market_group === null ? null : marketName(s.market_group),
  });

  // The engine lays the suspensions in force over its offer; the feed hears which games changed.
  let syncing: Promise<unknown> = Promise.resolve();
  const sync = () => {
    syncing = syncing
      .then(async () => trading().engine.suspensions.replace(await suspensionKeys(database)))
      .catch((err) => app.log.warn({ err }, 'suspension sync failed'));
    return syncing;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // A harness without the trading engine (the wallet's) has no offer to suspend.
    if (!app.hasDecorator('trading')) return;
    await sync();
    timer = setInterval(sync, SUSPENSION_SYNC_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await syncing;
  });

  r.get(
    `${ADMIN_API}/risk/exposure`,
    {
      config: { staffPermission: 'risk.trade' },
      schema: {
        tags: TAGS,
        summary: 'Games with open stakes, one row per game and currency, the worst-case liability first',
        description:
          'From the open bets (an express leg carries its whole stake and potential return). Amounts stay in each ' +
          'currency; rows of different currencies are ordered by the liability at the demo USD rate.',
        querystring: exposureQuery,
        response: { 200: exposureListAnswer },
      },
    },
    async (req) => exposureList(database, trading().engine, now(), req.query),
  );

  r.get(
    `${ADMIN_API}/risk/exposure.csv`,
    {
      config: { staffPermission: 'risk.trade' },
      schema: {
        tags: TAGS,
        summary: 'The exposure list as CSV',
        querystring: exposureQuery.omit({ offset: true, limit: true }),
        response: { 200: csvAnswer },
      },
    },
    async (req, reply) => {
      const page = await exposureList(database, trading().engine, now(), {
        ...req.query,
        offset: 0,
        limit: BackofficeLimits.csvRowsMax,
      });
      reply.header('content-disposition', 'attachment; filename="exposure.csv"').type('text/csv; charset=utf-8');
      return toCsv(CSV_COLUMNS, page.items);
    },
  );

  r.get(
    `${ADMIN_API}/risk/exposure/:id`,
    {
      config: { staffPermission: 'risk.trade' },
      schema: {
        tags: TAGS,
        summary: 'One game’s exposure per currency, market and outcome, with its suspensions',
        description: 'The id is the game’s line (constant) or live id.',
        params: exposureGameParams,
        response: { 200: gameExposureAnswer },
      },
    },
    async (req) => {
      const constId = constIdOfGameId(req.params.id);
      const answer = constId === undefined ? undefined : await gameExposure(database, trading().engine, now(), constId);
      if (!answer || (answer.game.phase === 'unknown' && answer.currencies.length === 0)) throw notFound('The game');
      return answer;
    },
  );

  r.get(
    `${ADMIN_API}/risk/suspensions`,
    {
      config: { staffPermission: 'risk.trade' },
      schema: { tags: TAGS, summary: 'Suspensions in force, newest first', response: { 200: suspensionsAnswer } },
    },
    async () => ({ items: (await activeSuspensions(database)).map(withMarket) }),
  );

  r.post(
    `${ADMIN_API}/risk/suspensions`,
    {
      config: { staffPermission: 'risk.trade' },
      schema: {
        tags: TAGS,
        summary: 'Suspend a game (no market_group) or one market of it, with a reason',
        description:
          'Its prices show blocked in the line and live feeds and the coupon refuses bets on it (eventBlocked, 102) ' +
          'until the suspension is lifted. 409 already_suspended when that game or market is suspended already.',
        body: suspendRequest,
        response: { 200: suspensionAnswer },
      },
    },
    async (req) => {
      const constId = constIdOfGameId(req.body.game_id);
      if (constId === undefined || !trading().engine.getGame(constId, now())) throw notFound('The game');
      const row = await suspend(database, {
        constId,
        marketGroup: req.body.market_group ?? null,
        reason: req.body.reason,
        actor: actorOf(req),
      });
      await sync();
      return { suspension: withMarket(row) };
    },
  );

  r.post(
    `${ADMIN_API}/risk/suspensions/:id/lift`,
    {
      config: { staffPermission: 'risk.trade' },
      schema: {
        tags: TAGS,
        summary: 'Lift a suspension with a reason: its prices open again',
        params: suspensionParams,
        body: liftSuspensionRequest,
        response: { 200: suspensionAnswer },
      },
    },
    async (req) => {
      const row = await liftSuspension(database, { id: req.params.id, reason: req.body.reason, actor: actorOf(req) });
      await sync();
      return { suspension: withMarket(row) };
    },
  );
}

// The settlement desk (issue 24 §2 risk, ADR 0054): finished games with bets, a game's markets with
// their current results, and voiding a market or resettling the game on a corrected score, each with
// a reason, through the settlement feature's correcting settlement (exactly once per idempotency key).
import { BackofficeLimits, csvAnswer } from '@fairline/shared/wire/backoffice';
import {
  correctionAnswer,
  correctionPreview,
  correctionPreviewRequest,
  gameParams,
  marketParams,
  type RiskGamesQuery,
  resettleRequest,
  riskGameAnswer,
  riskGamesAnswer,
  riskGamesQuery,
  voidMarketRequest,
} from '@fairline/shared/wire/backoffice-settlement';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { constIdOfGameId } from '../../trading/schedule/ids';
import {
  type CorrectionOutcome,
  type CorrectionTarget,
  readCorrections,
  readFinishedGames,
  readGameLegs,
  readGameResult,
  readVoidedMarkets,
} from '../settlement/settlement.service';
import type { BackofficeContext } from './backoffice-context';
import { toCsv } from './csv';
import { gameView, marketsView, moneyList, resettleTarget, teamNamesOf } from './settlement-desk';
import { ADMIN_API, actorOf } from './staff-guard';

const TAGS = ['backoffice'];
const BASE = `${ADMIN_API}/settlement/games`;
const CSV_COLUMNS = ['game_id', 'start', 'home', 'away', 'status', 'score', 'version', 'bets'] as const;

const constIdOf = (id: number) => constIdOfGameId(id) ?? id;

const answerOf = (o: CorrectionOutcome) => ({
  outcome: o.outcome,
  correction_id: o.correctionId,
  version: o.version,
  bets_affected: o.betsAffected,
  bets_corrected: o.betsCorrected,
  bets_settled: o.betsSettled,
  needs_review: o.needsReview,
  net_to_players: moneyList(o.net),
});

export function settlementDeskRoutes({ r, app, database }: BackofficeContext) {
  const team = teamNamesOf(app);
  const gamesPage = async (query: RiskGamesQuery) => {
    const page = await readFinishedGames(database, {
      ...(query.game ? { constId: constIdOf(query.game) } : {}),
      sort: query.sort,
      ...(query.dir ? { dir: query.dir } : {}),
      offset: query.offset,
      limit: query.limit,
    });
    return { total: page.total, items: page.items.map((g) => gameView(g.result, g, team)) };
  };
  const correct = (
    req: FastifyRequest,
    constId: number,
    target: CorrectionTarget,
    body: { reason: string; idempotency_key: string },
  ) =>
    app.settlement.correct({
      constId,
      target,
      idempotencyKey: body.idempotency_key,
      reason: body.reason,
      actor: { ...actorOf(req) },
    });

  r.get(
    BASE,
    {
      config: { staffPermission: 'risk.settle' },
      schema: {
        tags: TAGS,
        summary: 'Finished games with bets, the latest result first (game: one game by its line, live or const id)',
        querystring: riskGamesQuery,
        response: { 200: riskGamesAnswer },
      },
    },
    async (req) => gamesPage(req.query),
  );

  r.get(
    `${BASE}.csv`,
    {
      config: { staffPermission: 'risk.settle' },
      schema: {
        tags: TAGS,
        summary: 'Finished games with bets as CSV',
        querystring: riskGamesQuery.omit({ offset: true, limit: true }),
        response: { 200: csvAnswer },
      },
    },
    async (req, reply) => {
      const page = await gamesPage({ ...req.query, offset: 0, limit: BackofficeLimits.csvRowsMax });
      const rows = page.items.map((g) => ({ ...g, score: `${g.final.home}:${g.final.away}` }));
      reply.header('content-disposition', 'attachment; filename="settled-games.csv"').type('text/csv; charset=utf-8');
      return toCsv(CSV_COLUMNS, rows);
    },
  );

  r.get(
    `${BASE}/:id`,
    {
      config: { staffPermission: 'risk.settle' },
      schema: {
        tags: TAGS,
        summary:
          'A finished game: its stored result, its markets with bets (current result per selection) and corrections',
        params: gameParams,
        response: { 200: riskGameAnswer },
      },
    },
    async (req) => {
      const constId = constIdOf(req.params.id);
      const stored = await readGameResult(database, constId);
      if (!stored)
        throw new AppError('NOT_FOUND', 'The game has no final result yet', { errorCode: 'game_not_finished' });
      const [legs, voided, corrections] = await Promise.all([
        readGameLegs(database, constId),
        readVoidedMarkets(database, constId),
        readCorrections(database, constId),
      ]);
      const bets = new Set(legs.map((l) => l.betId)).size;
      return {
        game: gameView(stored.result, { constId, version: stored.version, bets }, team),
        markets: marketsView(legs, voided),
        corrections,
      };
    },
  );

  r.post(
    `${BASE}/:id/preview`,
    {
      config: { staffPermission: 'risk.settle' },
      schema: {
        tags: TAGS,
        summary: 'What voiding a market or resettling on a corrected score would do now (nothing moves)',
        params: gameParams,
        body: correctionPreviewRequest,
        response: { 200: correctionPreview },
      },
    },
    async (req) => {
      const body = req.body;
      const target: CorrectionTarget =
        body.action === 'void' ? { action: 'void', marketGroup: body.market_group } : resettleTarget(body);
      const p = await app.settlement.preview(constIdOf(req.params.id), target);
      return {
        unchanged: p.unchanged,
        markets: p.markets,
        bets_affected: p.betsAffected,
        bets_corrected: p.betsCorrected,
        bets_settled: p.betsSettled,
        needs_review: p.needsReview,
        net_to_players: moneyList(p.net),
      };
    },
  );

  r.post(
    `${BASE}/:id/markets/:group/void`,
    {
      config: { staffPermission: 'risk.settle' },
      schema: {
        tags: TAGS,
        summary: 'Void a market of a finished game: its selections settle void, settled bets are corrected once',
        description:
          'Money moves only through the correcting settlement (resettle_bet) in one statement. The same ' +
          'idempotency_key answers the first result (outcome replayed); a market already void answers outcome ' +
          'unchanged; the key used for another request answers 409 idempotency_key_reused.',
        params: marketParams,
        body: voidMarketRequest,
        response: { 200: correctionAnswer },
      },
    },
    async (req) =>
      answerOf(
        await correct(req, constIdOf(req.params.id), { action: 'void', marketGroup: req.params.group }, req.body),
      ),
  );

  r.post(
    `${BASE}/:id/resettle`,
    {
      config: { staffPermission: 'risk.settle' },
      schema: {
        tags: TAGS,
        summary: 'Resettle a finished game on a corrected score: every market with bets is settled again, once',
        description:
          'The corrected result replaces the stored one (the results page shows it); voided markets stay void. ' +
          'Idempotent as the void is.',
        params: gameParams,
        body: resettleRequest,
        response: { 200: correctionAnswer },
      },
    },
    async (req) => answerOf(await correct(req, constIdOf(req.params.id), resettleTarget(req.body), req.body)),
  );
}

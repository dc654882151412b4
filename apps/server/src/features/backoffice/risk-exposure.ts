// Exposure as the risk desk reads it (ADR 0053): the open bets' sums from the database, put beside
// what the engine says of each game now (names, phase, current prices, suspensions).
import { currencyById } from '@fairline/shared/lookups/currencies';
import type {
  ExposureGameHeader,
  ExposureListAnswer,
  ExposureMarket,
  ExposureQuery,
  GameExposureAnswer,
} from '@fairline/shared/wire/backoffice-risk';
import type { Database } from '../../infra/db';
import type { TradingEngine } from '../../trading/engine';
import { MARKET_GROUPS } from '../../trading/pricing/groups';
import { liveIdOf } from '../../trading/schedule/ids';
import { type GameTotals, type OutcomeExposure, openGameTotals, openOutcomes } from './risk-exposure.repository';
import { activeSuspensions } from './risk-suspensions.repository';

const GROUPS = new Map(MARKET_GROUPS.map((g) => [g.G, g]));

/** A market group's English name (staff work in English, ADR 0042). */
export const marketName = (group: number) => GROUPS.get(group)?.name.en ?? `Market ${group}`;

function outcomeName(group: number, type: number, param: number): string {
  const base = GROUPS.get(group)?.types.find((t) => t.T === type)?.name.en ?? `Outcome ${type}`;
  return param !== 0 ? `${base} (${param})` : base;
}

const liabilityOf = (o: OutcomeExposure) => o.potential - o.stake;
const keyOf = (constId: number, currencyId: number) => `${constId}:${currencyId}`;

/** Per game and currency: the sum over markets of the largest outcome liability (one outcome per market wins). */
function worstCases(outcomes: readonly OutcomeExposure[]): Map<string, number> {
  const perMarket = new Map<string, number>();
  for (const o of outcomes) {
    const key = `${keyOf(o.constId, o.currencyId)}:${o.marketGroup}`;
    perMarket.set(key, Math.max(perMarket.get(key) ?? 0, liabilityOf(o)));
  }
  const out = new Map<string, number>();
  for (const [key, worst] of perMarket) {
    const game = key.slice(0, key.lastIndexOf(':'));
    out.set(game, (out.get(game) ?? 0) + worst);
  }
  return out;
}

/** The game as the engine lists it now; a game the engine no longer knows keeps its ids only. */
export function gameHeaderOf(engine: TradingEngine, constId: number, now: number): ExposureGameHeader {
  const game = engine.getGame(constId, now);
  const suspended = engine.suspensions.isGameSuspended(constId);
  if (!game) {
    return {
      game_id: constId,
      live_id: liveIdOf(constId),
      sport_id: 0,
      sport: '',
      champ: '',
      home: '',
      away: '',
      start: new Date(0).toISOString(),
      phase: 'unknown',
      suspended,
    };
  }
  return {
    game_id: game.constId,
    live_id: game.liveId,
    sport_id: game.sportId,
    sport: engine.catalog.sportById.get(game.sportId)?.name.en ?? '',
    champ: engine.catalog.champById.get(game.champId)?.name.en ?? '',
    home: game.home.name.en,
    away: game.away.name.en,
    start: new Date(game.start).toISOString(),
    phase: game.phase,
    suspended,
  };
}

const moneyOf = (t: GameTotals, worst: number) => ({
  bets: t.bets,
  stake_minor: t.stake,
  potential_payout_minor: t.potential,
  worst_case_liability_minor: worst,
});

/** A liability in US dollars at the currency's demo rate: used to order rows of different currencies, never shown. */
function usdOf(minor: number, currencyId: number): number {
  const c = currencyById(currencyId);
  return c ? minor / 10 ** c.minorDigits / c.conversionCoefficient : minor / 100;
}

/** Games with open stakes, one row per game and currency, the worst-case liability first. */
export async function exposureList(
  db: Pick<Database, 'query'>,
  engine: TradingEngine,
  now: number,
  q: ExposureQuery,
): Promise<ExposureListAnswer> {
  const [outcomes, totals] = await Promise.all([openOutcomes(db, {}), openGameTotals(db, {})]);
  const worst = worstCases(outcomes);
  const all = totals.map((t) => ({
    ...gameHeaderOf(engine, t.constId, now),
    currency_id: t.currencyId,
    currency: currencyById(t.currencyId)?.code ?? String(t.currencyId),
    ...moneyOf(t, worst.get(keyOf(t.constId, t.currencyId)) ?? 0),
  }));
  const rows = all
    .filter(
      (r) =>
        (q.phase === undefined || r.phase === q.phase) &&
        (q.sport === undefined || r.sport_id === q.sport) &&
        (q.currency === undefined || r.currency_id === q.currency),
    )
    .sort(
      (a, b) =>
        usdOf(b.worst_case_liability_minor, b.currency_id) - usdOf(a.worst_case_liability_minor, a.currency_id) ||
        a.game_id - b.game_id ||
        a.currency_id - b.currency_id,
    );
  const facets = (pairs: [number, string][]) =>
    [...new Map(pairs).entries()].map(([id, name]) => ({ id, name })).sort((x, y) => x.id - y.id);
  return {
    items: rows.slice(q.offset, q.offset + q.limit),
    total: rows.length,
    sports: facets(all.map((r) => [r.sport_id, r.sport])),
    currencies: facets(all.map((r) => [r.currency_id, r.currency])),
  };
}

/** One game: per currency, its markets and outcomes with the open bets on each, and its suspensions. */
export async function gameExposure(
  db: Pick<Database, 'query'>,
  engine: TradingEngine,
  now: number,
  constId: number,
): Promise<GameExposureAnswer> {
  const [outcomes, totals, suspensions] = await Promise.all([
    openOutcomes(db, { constId }),
    openGameTotals(db, { constId }),
    activeSuspensions(db, constId),
  ]);
  const offer = engine.getGameMarkets(constId, now);
  const priceOf = (o: OutcomeExposure) =>
    offer?.groups.find((g) => g.G === o.marketGroup)?.outcomes.find((x) => x.T === o.type && (x.P ?? 0) === o.param);
  const worst = worstCases(outcomes);
  const currencies = totals
    .map((t) => {
      const markets = new Map<number, ExposureMarket>();
      for (const o of outcomes.filter((x) => x.currencyId === t.currencyId)) {
        let market = markets.get(o.marketGroup);
        if (!market) {
          market = {
            market_group: o.marketGroup,
            market: marketName(o.marketGroup),
            suspended: engine.suspensions.covers(constId, o.marketGroup),
            worst_case_liability_minor: 0,
            outcomes: [],
          };
          markets.set(o.marketGroup, market);
        }
        const offered = priceOf(o);
        const liability = liabilityOf(o);
        market.worst_case_liability_minor = Math.max(market.worst_case_liability_minor, liability);
        market.outcomes.push({
          type: o.type,
          param: o.param,
          player_id: o.playerId,
          name: outcomeName(o.marketGroup, o.type, o.param),
          bets: o.bets,
          singles: o.singles,
          stake_minor: o.stake,
          potential_payout_minor: o.potential,
          liability_minor: liability,
          odds_now: offered?.C ?? null,
          blocked_now: offered === undefined || offered.B === true,
        });
      }
      for (const m of markets.values()) m.outcomes.sort((a, b) => b.liability_minor - a.liability_minor);
      return {
        currency_id: t.currencyId,
        currency: currencyById(t.currencyId)?.code ?? String(t.currencyId),
        ...moneyOf(t, worst.get(keyOf(constId, t.currencyId)) ?? 0),
        markets: [...markets.values()].sort((a, b) => b.worst_case_liability_minor - a.worst_case_liability_minor),
      };
    })
    .sort((a, b) => a.currency_id - b.currency_id);
  return {
    game: gameHeaderOf(engine, constId, now),
    currencies,
    offered_markets: (offer?.groups ?? []).map((g) => ({ market_group: g.G, market: marketName(g.G) })),
    suspensions: suspensions.map((s) => ({
      ...s,
      market: s.market_group === null ? null : marketName(s.market_group),
    })),
  };
}

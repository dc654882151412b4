// The settlement desk's views (ADR 0054): a finished game as staff see it, its markets with their
// current results and the bets on them, and money per currency.
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { RiskGame, RiskMarket } from '@fairline/shared/wire/backoffice-settlement';
import type { FastifyInstance } from 'fastify';
import type { GameResult } from '../../trading/types';
import { nameIn } from '../feed/feed.service';
import type { CorrectionTarget, readGameLegs } from '../settlement/settlement.service';

type Leg = Awaited<ReturnType<typeof readGameLegs>>[number];

/** Minor units per currency id as the wire's list. */
export function moneyList(byCurrency: Map<number, number>) {
  return [...byCurrency]
    .sort(([a], [b]) => a - b)
    .map(([id, amount]) => ({ currency_id: id, currency: currencyById(id)?.code ?? String(id), amount_minor: amount }));
}

/** Team names in English, read from the engine once per app. */
export function teamNamesOf(app: FastifyInstance): (id: number) => string {
  let names: Map<number, string> | undefined;
  return (id) => {
    names ??= new Map(app.trading.engine.teams().map((t) => [t.id, nameIn(t.name, 'en')]));
    return names.get(id) ?? String(id);
  };
}

export function gameView(
  result: GameResult,
  extra: { constId: number; version: number; bets: number },
  team: (id: number) => string,
): RiskGame {
  return {
    game_id: extra.constId,
    sport_id: result.sportId,
    champ_id: result.champId,
    home: team(result.homeId),
    away: team(result.awayId),
    start: new Date(result.start).toISOString(),
    status: result.status,
    regulation: result.regulation,
    final: result.final,
    half_time: result.halfTime ?? null,
    version: extra.version,
    bets: extra.bets,
  };
}

/** The game's markets with bets: each selection's current result, its bets and stakes. */
export function marketsView(legs: readonly Leg[], voided: ReadonlySet<number>): RiskMarket[] {
  const markets = new Map<number, { market: RiskMarket; bets: Set<number> }>();
  const selections = new Map<string, RiskMarket['selections'][number] & { stakes: Map<number, number> }>();
  for (const leg of legs) {
    let m = markets.get(leg.group);
    if (!m) {
      m = {
        market: { group: leg.group, name: leg.market, voided: voided.has(leg.group), bets: 0, selections: [] },
        bets: new Set(),
      };
      markets.set(leg.group, m);
    }
    m.bets.add(leg.betId);
    const key = `${leg.group}/${leg.type}/${leg.param ?? ''}/${leg.result}`;
    let s = selections.get(key);
    if (!s) {
      s = {
        outcome: leg.outcome,
        param: leg.param,
        result: leg.result,
        bets: 0,
        open_bets: 0,
        stake: [],
        stakes: new Map(),
      };
      selections.set(key, s);
      m.market.selections.push(s);
    }
    s.bets += 1;
    if (leg.betStatus === 'open') s.open_bets += 1;
    s.stakes.set(leg.currencyId, (s.stakes.get(leg.currencyId) ?? 0) + leg.stake);
  }
  return [...markets.values()].map(({ market, bets }) => ({
    ...market,
    bets: bets.size,
    selections: market.selections.map((sel) => {
      const { stakes, ...rest } = sel as typeof sel & { stakes: Map<number, number> };
      return { ...rest, stake: moneyList(stakes) };
    }),
  }));
}

/** The wire's corrected score as the settlement feature's target. */
export function resettleTarget(body: {
  regulation: { home: number; away: number };
  final?: { home: number; away: number } | undefined;
  half_time?: { home: number; away: number } | null | undefined;
}): CorrectionTarget {
  return {
    action: 'resettle',
    score: {
      regulation: body.regulation,
      ...(body.final ? { final: body.final } : {}),
      ...(body.half_time !== undefined ? { halfTime: body.half_time } : {}),
    },
  };
}

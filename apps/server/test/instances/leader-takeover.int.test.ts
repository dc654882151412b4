// The leader of the once-only jobs killed with SIGKILL (ADR 0020): its PostgreSQL session dies with
// it, the follower takes the advisory lock and settles what is left, and no bet settles twice. The
// simulated clock runs 60 times faster, so games a test can bet on finish within a minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env';
import { wireEvent } from '../../src/features/coupon/coupon.testing';
import { assertBetInvariants } from '../../src/features/settlement/bet-invariants.testing';
import { assertLedgerInvariants } from '../../src/features/wallet/ledger-invariants.testing';
import { type Database, openDatabase } from '../../src/infra/db';
import { ManualClock } from '../../src/trading/clock';
import { TradingEngine } from '../../src/trading/engine';
import { type BetAnswer, deposit, postAs, registerFast } from '../money/crash-client';
import {
  type Cluster,
  clusterUnavailable,
  createCluster,
  isLeader,
  killHard,
  type ServerProcess,
  simNow,
} from './cluster';

const DEFAULTS = parseEnv({});
const SPEED = 60;
const MINUTE = 60_000;
const FUNDS = 1_000_00;
const MAKE_BET = '/service-api/LiveBet/Secure/MakeBetWeb';
const unavailable = clusterUnavailable();

/**
 * Singles on line games that start at least `startsAfter` from `now` and whose result is final within
 * `[from, to]` from now (simulated): the early ones settle before the kill, the late ones after.
 */
function betsFinishing(now: number, windows: { from: number; to: number }[], perWindow: number) {
  const engine = new TradingEngine(DEFAULTS.SIM_SEED, new ManualClock(now));
  const last = Math.max(...windows.map((w) => w.to));
  const finals = new Map(
    engine
      .resultsBetween(now, now + last)
      .filter((r) => r.status === 'finished')
      .map((r) => [r.constId, r.settledAt]),
  );
  const line = engine.listGames(now, { kind: 'line' }).filter((g) => g.start >= now + 3 * MINUTE);
  return windows.map((w) =>
    line
      .filter((g) => {
        const at = finals.get(g.constId);
        return at !== undefined && at >= now + w.from && at <= now + w.to;
      })
      .flatMap((game) => {
        const outcome = engine
          .getGameMarkets(game.id, now)
          ?.groups.find((g) => g.G === 1)
          ?.outcomes.find((o) => !o.B && o.C > 1.01);
        return outcome ? [{ game, outcome }] : [];
      })
      .slice(0, perWindow),
  );
}

describe.skipIf(unavailable !== null)(
  `the leader of two instances killed${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let cluster: Cluster;
    let a: ServerProcess;
    let b: ServerProcess;
    let database: Database;
    beforeAll(async () => {
      cluster = await createCluster({ SIM_SPEED: String(SPEED) });
      a = await cluster.start();
      b = await cluster.start();
      database = await openDatabase({ databaseUrl: cluster.databaseUrl, dataDir: 'unused' });
    }, 200_000);
    afterAll(async () => {
      await database?.close();
      await cluster?.close();
    });

    it('hands settlement to the other instance, which settles the rest, and no bet settles twice', async () => {
      expect(await isLeader(a)).toBe(true);
      expect(await isLeader(b)).toBe(false);
      const player = await registerFast(a.url, { country_id: 4, currency_id: 10 });
      await deposit(player, FUNDS, 'USD', DEFAULTS.PAYMENTS_SANDBOX_SECRET);

      // Simulated minutes, real seconds: games final 18–30 minutes from now (settled before the kill)
      // and 60–80 (after it); the first line games to start end some 20 minutes after now.
      const [early, late] = betsFinishing(
        await simNow(a),
        [
          { from: 18 * MINUTE, to: 30 * MINUTE },
          { from: 60 * MINUTE, to: 80 * MINUTE },
        ],
        3,
      );
      expect(early?.length).toBeGreaterThan(0);
      expect(late?.length).toBeGreaterThan(0);
      const placed = await Promise.all(
        [...(early ?? []), ...(late ?? [])].map(async ({ game, outcome }, i) => {
          // Through both instances: either places bets, only the leader settles them.
          const on = i % 2 === 0 ? a : b;
          const bet = { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 5, CheckCf: 2, betGuid: crypto.randomUUID() };
          const answer = (await postAs({ ...player, url: on.url }, MAKE_BET, bet)) as BetAnswer;
          expect(answer.Success, answer.Error).toBe(true);
          return Number(answer.Value?.Id);
        }),
      );
      const earlyIds = placed.slice(0, early?.length);
      const lateIds = placed.slice(early?.length);

      const open = async (ids: number[]) =>
        (
          await database.query<{ n: number }>(
            `select count(*)::int as n from bets where id = any($1::bigint[]) and status = 'open'`,
            [ids],
          )
        )[0]?.n;
      await expect.poll(() => open(earlyIds), { timeout: 60_000, interval: 500 }).toBe(0);
      expect(await open(lateIds)).toBe(lateIds.length);

      await killHard(a);
      const killedAt = new Date();
      await expect.poll(() => isLeader(b), { timeout: 15_000, interval: 250 }).toBe(true);
      await expect.poll(() => open(lateIds), { timeout: 90_000, interval: 500 }).toBe(0);

      const rows = await database.query<{
        id: unknown;
        settled_at: Date;
        settlements: number;
        stake: unknown;
        payout: unknown;
      }>(
        `select b.id, b.settled_at, b.stake, b.payout,
                (select count(*)::int from bet_settlements s where s.bet_id = b.id) as settlements
         from bets b where b.user_id = $1`,
        [player.userId],
      );
      expect(rows).toHaveLength(placed.length);
      expect(rows.map((r) => r.settlements)).toEqual(placed.map(() => 1));
      const settledBy = (ids: number[]) => rows.filter((r) => ids.includes(Number(r.id)));
      expect(settledBy(earlyIds).every((r) => r.settled_at < killedAt)).toBe(true);
      expect(settledBy(lateIds).every((r) => r.settled_at > killedAt)).toBe(true);

      await assertLedgerInvariants(database);
      await assertBetInvariants(database);
      const [cash] = await database.query<{ balance: unknown }>(
        `select balance from ledger_accounts where owner_id = $1 and kind = 'player_cash' and currency_id = 10`,
        [player.userId],
      );
      const net = rows.reduce((sum, r) => sum - Number(r.stake) + Number(r.payout), 0);
      expect(Number(cash?.balance)).toBe(FUNDS + net);
    }, 240_000);
  },
);

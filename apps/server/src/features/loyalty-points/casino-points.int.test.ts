// Loyalty points on casino stakes (ADR 0060, "Casino stakes"): bets and rollbacks through the signed
// wallet callbacks on a real database, then the leader's points pass — a real-money bet earns on the
// cash it staked at the brand's casino rate, once; a rollback takes exactly that back; wins, replays and
// a pass run twice or twice at once move nothing more; the ledger balances.
import { currencyById } from '@fairline/shared/lookups/currencies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asNumber } from '../../infra/sql-values';
import { type CasinoTestApp, callbackBase, createCasinoTestApp, EUR, uuid } from '../casino/casino.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { pointsHistory, sweepCasinoPoints } from './loyalty-points.service';
import { stakePoints } from './points-rules';

type GameSession = Awaited<ReturnType<CasinoTestApp['seedPlayer']>>;

let t: CasinoTestApp;
let casinoRate: number;
beforeAll(async () => {
  t = await createCasinoTestApp();
  const [row] = await t.database.query<{ rate: unknown }>(
    `select points_per_usd as rate from loyalty_point_rates r join brands b on b.id = r.brand_id
     where b.slug = 'fairline' and r.product = 'casino'`,
  );
  casinoRate = Number(row?.rate);
});
afterAll(async () => {
  await assertLedgerInvariants(t.database);
  await t.close();
});

const eur = currencyById(EUR);
if (!eur) throw new Error('EUR is not a currency');

async function points(s: GameSession): Promise<number> {
  const [row] = await t.database.query<{ balance: unknown }>(
    `select balance from ledger_accounts where id = ledger_player_account($1, $2, 'player_points')`,
    [s.userId, s.currencyId],
  );
  return asNumber(row?.balance ?? 0);
}

/** The leader's pass over what the wallet wrote so far; the clock then moves on, so later rows come after its mark. */
async function sweep(): Promise<number> {
  const moved = await sweepCasinoPoints(t.database, new Date(t.clock.now.getTime() + 1));
  t.clock.now = new Date(t.clock.now.getTime() + 1_000);
  return moved;
}

const bet = (s: GameSession, amount: number, extra: object = {}) => ({
  ...callbackBase(s),
  transaction_uuid: uuid('bet'),
  round: uuid('round'),
  currency: 'EUR',
  amount,
  ...extra,
});

describe('casino stakes earn loyalty points', () => {
  it('the demo brand has a casino rate below the sports rate', () => {
    expect(casinoRate).toBeGreaterThan(0);
    expect(casinoRate).toBeLessThan(1);
  });

  it('a real-money bet earns its stake points at the next pass, once: a replay and its win move nothing', async () => {
    const s = await t.seedPlayer(1_000_00);
    const b = bet(s, 250_00);
    expect((await t.call('/transaction/bet', b)).body.status).toBe('RS_OK');
    expect(await points(s)).toBe(0);
    const earned = stakePoints(250_00, eur, casinoRate);
    expect(earned).toBeGreaterThan(0);
    expect(await sweep()).toBe(earned);
    expect(await points(s)).toBe(earned);
    expect((await t.call('/transaction/bet', { ...b, request_uuid: uuid('req') })).body.status).toBe('RS_OK');
    const win = {
      ...callbackBase(s),
      transaction_uuid: uuid('win'),
      round: b.round,
      currency: 'EUR',
      reference_transaction_uuid: b.transaction_uuid,
      amount: 400_00,
      round_closed: true,
    };
    expect((await t.call('/transaction/win', win)).body.status).toBe('RS_OK');
    expect(await sweep()).toBe(0);
    expect(await points(s)).toBe(earned);
    const history = await pointsHistory(t.database, s.userId, 1);
    expect(history.items[0]).toMatchObject({ kind: 'earned', points: earned, betId: null, casinoGame: s.gameId });
  });

  it('a rollback takes back exactly that bet’s points, once, however often it is replayed', async () => {
    const s = await t.seedPlayer(1_000_00);
    const kept = bet(s, 100_00);
    const reversed = bet(s, 300_00);
    await t.call('/transaction/bet', kept);
    await t.call('/transaction/bet', reversed);
    await sweep();
    const rollback = {
      ...callbackBase(s),
      transaction_uuid: uuid('rb'),
      round: reversed.round,
      currency: 'EUR',
      reference_transaction_uuid: reversed.transaction_uuid,
      amount: 300_00,
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call('/transaction/rollback', rollback)));
    expect(answers.every((a) => a.body.status === 'RS_OK')).toBe(true);
    // Two passes at once, and one more: the reversal happens once.
    const until = new Date(t.clock.now.getTime() + 1);
    await Promise.all([sweepCasinoPoints(t.database, until), sweepCasinoPoints(t.database, until)]);
    await sweep();
    expect(await points(s)).toBe(stakePoints(100_00, eur, casinoRate));
    const history = await pointsHistory(t.database, s.userId, 1);
    expect(history.items.filter((m) => m.kind === 'reversed')).toEqual([
      expect.objectContaining({ points: -stakePoints(300_00, eur, casinoRate), casinoGame: s.gameId }),
    ]);
  });

  it('a stake worth less than a point earns nothing and writes nothing to the history', async () => {
    const s = await t.seedPlayer(100_00);
    await t.call('/transaction/bet', bet(s, 1_00));
    expect(await sweep()).toBe(0);
    expect(await points(s)).toBe(0);
    expect((await pointsHistory(t.database, s.userId, 1)).items).toEqual([]);
  });
});

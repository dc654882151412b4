// The wallet against a model (issue 21): a seeded run of 10,000 rounds over five players, each round's
// bet, win and sometimes rollback delivered once or twice and reordered, is answered call by call as
// the protocol's rules say (an in-memory model of them), and ends with the model's balances and a
// consistent ledger.
import type { CasinoWalletStatus } from '@fairline/shared/wire/casino-wallet';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRng, type Rng } from '../../../test/prng';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { type CasinoTestApp, createCasinoTestApp, grantFreeSpins } from './casino.testing';
import type { GameSession } from './game-sessions';
import { STUDIO_PROVIDER_ID } from './providers';
import { applyTransaction } from './wallet.service';

const SEED = 20261126;
const ROUNDS = 10_000;
const PLAYERS = 5;

type Event =
  | { kind: 'bet'; player: number; id: string; round: string; amount: number; free: boolean }
  | { kind: 'win'; player: number; id: string; round: string; amount: number; ref: string }
  | { kind: 'rollback'; player: number; id: string; round: string; ref: string };

/** The protocol's rules over plain maps: what each call answers and what it does to the cash. */
class WalletModel {
  readonly cash: number[];
  private readonly seen = new Map<string, { status: CasinoWalletStatus; balance: number }>();
  private readonly bets = new Map<string, { player: number; amount: number; free: boolean; rolledBack: boolean }>();
  private readonly tombstones = new Set<string>();
  constructor(cash: number[]) {
    this.cash = [...cash];
  }
  apply(e: Event): { status: CasinoWalletStatus; balance: number } {
    const replay = this.seen.get(e.id);
    if (replay) return replay;
    let status: CasinoWalletStatus = 'RS_OK';
    if (e.kind === 'bet') {
      if (this.tombstones.has(e.id)) status = 'RS_ERROR_DUPLICATE_TRANSACTION';
      else if (e.amount > (this.cash[e.player] ?? 0)) status = 'RS_ERROR_NOT_ENOUGH_MONEY';
      else {
        this.cash[e.player] = (this.cash[e.player] ?? 0) - e.amount;
        this.bets.set(e.id, { player: e.player, amount: e.amount, free: e.free, rolledBack: false });
      }
    } else {
      const bet = this.bets.get(e.ref);
      if (e.kind === 'win') {
        if (!bet || bet.rolledBack) status = 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
        // A free spin's win goes to its free-spins bonus (ADR 0064), not to cash.
        else if (!bet.free) this.cash[e.player] = (this.cash[e.player] ?? 0) + e.amount;
      } else if (!bet) this.tombstones.add(e.ref);
      else if (!bet.rolledBack) {
        bet.rolledBack = true;
        if (!bet.free) this.cash[e.player] = (this.cash[e.player] ?? 0) + bet.amount;
      }
    }
    const answer = { status, balance: this.cash[e.player] ?? 0 };
    if (status === 'RS_OK') this.seen.set(e.id, answer);
    return answer;
  }
}

/** Rounds as a provider sends them: each call once or twice, and shuffled a few places out of order. */
function scenario(rng: Rng): Event[] {
  const int = (max: number) => rng.int(0, max);
  const next = rng.next;
  const events: Event[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const player = int(PLAYERS - 1);
    const round = `round-${r}`;
    const free = next() < 0.05;
    const bet: Event = { kind: 'bet', player, id: `bet-${r}`, round, amount: free ? 0 : int(2_000), free };
    const calls: Event[] = [bet];
    if (next() < 0.1) calls.push({ kind: 'rollback', player, id: `rb-${r}`, round, ref: bet.id });
    else
      calls.push({ kind: 'win', player, id: `win-${r}`, round, amount: next() < 0.55 ? 0 : int(4_000), ref: bet.id });
    for (const call of calls) events.push(...(next() < 0.15 ? [call, call] : [call]));
  }
  for (let i = 0; i < events.length; i++) {
    const j = Math.min(events.length - 1, i + int(5));
    [events[i], events[j]] = [events[j] as Event, events[i] as Event];
  }
  return events;
}

let t: CasinoTestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(async () => {
  await t.close();
});

it(`${ROUNDS} rounds with repeated and reordered callbacks end with the model's balances (seed ${SEED})`, async () => {
  const rng = createRng(SEED);
  const start = Array.from({ length: PLAYERS }, () => rng.int(0, 20_000));
  const sessions: GameSession[] = [];
  const rewards: string[] = [];
  for (const cash of start) {
    const s = await t.seedPlayer(cash, 'fairline-studio:orchard-stars');
    sessions.push(s);
    // Free spins enough for the run, on a bonus the casino does not stake (its weight 0): cash stays the model.
    rewards.push(await grantFreeSpins(t, s, { casinoWeight: 0, spins: ROUNDS }));
  }
  const model = new WalletModel(start);
  const ctx = { database: t.database, now: () => t.clock.now };
  const counts = new Map<string, number>();
  for (const e of scenario(rng)) {
    const s = sessions[e.player] as GameSession;
    const base = {
      request_uuid: `req-${e.id}`,
      user: String(s.userId),
      token: s.token,
      game_code: s.gameId,
      transaction_uuid: e.id,
      round: e.round,
      round_closed: e.kind !== 'bet',
      currency: 'EUR',
    };
    const answer =
      e.kind === 'bet'
        ? await applyTransaction(ctx, STUDIO_PROVIDER_ID, {
            kind: 'bet',
            body: { ...base, amount: e.amount, is_free: e.free, ...(e.free ? { reward_uuid: rewards[e.player] } : {}) },
          })
        : e.kind === 'win'
          ? await applyTransaction(ctx, STUDIO_PROVIDER_ID, {
              kind: 'win',
              body: { ...base, amount: e.amount, reference_transaction_uuid: e.ref },
            })
          : await applyTransaction(ctx, STUDIO_PROVIDER_ID, {
              kind: 'rollback',
              body: { ...base, reference_transaction_uuid: e.ref },
            });
    const expected = model.apply(e);
    expect({ status: answer.status, balance: answer.balance }, `${e.kind} ${e.id}`).toEqual(expected);
    counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  }
  for (const [i, s] of sessions.entries()) expect(await t.cash(s)).toBe(model.cash[i]);
  // Every kind of answer the rules give came up.
  expect([...counts.keys()].sort()).toEqual([
    'RS_ERROR_DUPLICATE_TRANSACTION',
    'RS_ERROR_NOT_ENOUGH_MONEY',
    'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    'RS_OK',
  ]);
  await assertLedgerInvariants(t.database);
}, 600_000);

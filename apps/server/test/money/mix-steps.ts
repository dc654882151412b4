// The steps of the seeded money mix. Each step sends real requests, states what the answer must be
// from the model alone (not from the server's books), and moves the model accordingly.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/infra/db';
import type { Rng } from '../prng';
import { lineCoupon, type MixUser, post, providerCallback, SECURE, toMinor, USD } from './mix-client';

export interface UserModel {
  user: MixUser;
  cash: number;
  pending: number;
}

interface BetModel {
  id: number;
  owner: UserModel;
  vid: number;
  /** Stake still riding (minor units): less than placed after a partial cash-out. */
  stake: number;
  potential: number;
  open: boolean;
}

export interface MixCounts {
  deposits: number;
  withdrawals: number;
  decisions: number;
  bets: number;
  refusedBets: number;
  cashOuts: number;
  settled: number;
  advances: number;
  replays: number;
}

const SHAPES = [
  { vid: 0, legs: 1 },
  { vid: 0, legs: 1 },
  { vid: 1, legs: 2 },
  { vid: 1, legs: 3 },
  { vid: 2, legs: 3, k: 2 },
  { vid: 2, legs: 4, k: 3 },
] as const;

const INSUFFICIENT_FUNDS = 104;
const CASH_OUT_REFUSED = 109;

export class MoneyMix {
  readonly counts: MixCounts = {
    deposits: 0,
    withdrawals: 0,
    decisions: 0,
    bets: 0,
    refusedBets: 0,
    cashOuts: 0,
    settled: 0,
    advances: 0,
    replays: 0,
  };
  private readonly bets: BetModel[] = [];
  private readonly requested: { id: string; owner: UserModel; amount: number }[] = [];
  /** Earlier accepted requests, each re-sent with its same id and checked to change nothing. */
  private readonly replays: (() => Promise<void>)[] = [];
  private seq = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly rng: Rng,
    readonly users: readonly UserModel[],
    /** The sandbox provider's secret and the headers of a payments staff member's calls (ADR 0051). */
    private readonly secrets: { sandbox: string; staff: Record<string, string> },
  ) {}

  async deposit(owner: UserModel): Promise<void> {
    const cents = this.rng.int(5_00, 150_00);
    const started = await post(
      this.app,
      '/web-api/payments/deposit',
      { amount: (cents / 100).toFixed(2), currency_id: USD },
      owner.user.headers,
    );
    expect(started.statusCode, started.body).toBe(200);
    const succeeded = this.rng.chance(0.85);
    const body = {
      provider_tx_id: `sbx_mix_${++this.seq}`,
      deposit_id: started.json<{ deposit_id: string }>().deposit_id,
      status: succeeded ? 'succeeded' : 'declined',
      amount: cents,
      currency: 'USD',
    } as const;
    const res = await providerCallback(this.app, this.secrets.sandbox, body);
    expect(res.statusCode, res.body).toBe(200);
    const status = res.json<{ status: string }>().status;
    expect(status).toBe(succeeded ? 'credited' : 'declined');
    if (succeeded) owner.cash += cents;
    this.counts.deposits += 1;
    this.replays.push(async () => {
      const again = await providerCallback(this.app, this.secrets.sandbox, body);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<{ status: string }>().status).toBe(status);
    });
  }

  async withdraw(owner: UserModel): Promise<void> {
    const cents = this.rng.int(1_00, 80_00);
    const payload = {
      amount: (cents / 100).toFixed(2),
      account_id: owner.user.cashAccountId,
      idempotency_key: `mix-wd-${++this.seq}`,
    };
    const res = await post(this.app, '/web-api/payments/withdraw', payload, owner.user.headers);
    if (cents > owner.cash) {
      expect(res.json<{ error_code: string }>().error_code, res.body).toBe('insufficient_funds');
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    const { withdrawal_id } = res.json<{ withdrawal_id: string }>();
    owner.cash -= cents;
    owner.pending += cents;
    this.requested.push({ id: withdrawal_id, owner, amount: cents });
    this.counts.withdrawals += 1;
    this.replays.push(async () => {
      const again = await post(this.app, '/web-api/payments/withdraw', payload, owner.user.headers);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<{ withdrawal_id: string }>().withdrawal_id).toBe(withdrawal_id);
    });
  }

  /** The withdrawal desk approves and pays, or rejects, a pending withdrawal; false when none is pending. */
  async decide(): Promise<boolean> {
    const [w] = this.requested.splice(this.rng.int(0, this.requested.length - 1), 1);
    if (!w) return false;
    const decision = this.rng.chance(0.5) ? 'paid' : 'rejected';
    const desk = `/admin-api/payments/withdrawals/${w.id}`;
    if (decision === 'paid') {
      const approved = await post(this.app, `${desk}/approve`, {}, this.secrets.staff);
      expect(approved.statusCode, approved.body).toBe(200);
    }
    const send = () =>
      post(this.app, `${desk}/${decision}`, decision === 'paid' ? {} : { reason: 'money mix' }, this.secrets.staff);
    const res = await send();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ status: string }>().status).toBe(decision);
    w.owner.pending -= w.amount;
    if (decision === 'rejected') w.owner.cash += w.amount;
    this.counts.decisions += 1;
    this.replays.push(async () => {
      const again = await send();
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<{ status: string }>().status).toBe(decision);
    });
    return true;
  }

  async bet(owner: UserModel): Promise<void> {
    const shape = this.rng.pick(SHAPES);
    const stake = this.rng.int(1, 30) * 100 + this.rng.pick([0, 0, 50, 25]);
    const body = lineCoupon(
      this.app,
      shape,
      this.rng.int(0, 20),
      stake / 100,
      `mix-bet-${++this.seq}`,
      this.rng.pick([0, 1, 2]),
    );
    const res = await post(this.app, `${SECURE}/MakeBetWeb`, body, owner.user.headers);
    const answer = res.json<{ Success: boolean; Error: string; ErrorCode: number; Value: Record<string, unknown> }>();
    expect(res.statusCode, res.body).toBe(200);
    if (stake > owner.cash) {
      expect(answer.ErrorCode, res.body).toBe(INSUFFICIENT_FUNDS);
      this.counts.refusedBets += 1;
      return;
    }
    expect(answer.Success, answer.Error).toBe(true);
    const id = Number(answer.Value.Id);
    const coupon = answer.Value.Coupon as { Summ: number; PotentialReturn: number };
    expect(toMinor(coupon.Summ)).toBe(stake);
    owner.cash -= stake;
    expect(toMinor(answer.Value.Balance)).toBe(owner.cash);
    this.bets.push({ id, owner, vid: shape.vid, stake, potential: toMinor(coupon.PotentialReturn), open: true });
    this.counts.bets += 1;
    const balance = answer.Value.Balance;
    this.replays.push(async () => {
      const again = (await post(this.app, `${SECURE}/MakeBetWeb`, body, owner.user.headers)).json();
      expect(again, JSON.stringify(again)).toMatchObject({ Success: true, Value: { Id: id, Balance: balance } });
    });
  }

  /** Sells (all or part of) a random open single or express at a fresh quote. */
  async cashOut(): Promise<void> {
    const sellable = this.bets.filter((b) => b.open && b.vid !== 2);
    if (sellable.length === 0) return;
    const bet = this.rng.pick(sellable);
    const { owner } = bet;
    const quote = (await post(this.app, `${SECURE}/GetCashOutQuote`, { betId: bet.id }, owner.user.headers)).json();
    if (!quote.Success) {
      expect(quote.ErrorCode, JSON.stringify(quote)).toBe(CASH_OUT_REFUSED);
      return;
    }
    expect(toMinor(quote.Value.Stake)).toBe(bet.stake);
    const payload = { betId: bet.id, quoteId: quote.Value.QuoteId, fraction: this.rng.pick([1, 0.5, 0.25]) };
    const sale = (await post(this.app, `${SECURE}/SaleBet`, payload, owner.user.headers)).json();
    expect(sale.Success, JSON.stringify(sale)).toBe(true);
    const paid = toMinor(sale.Value.Paid);
    expect(paid).toBeLessThanOrEqual(toMinor(quote.Value.Summ));
    owner.cash += paid;
    bet.stake = toMinor(sale.Value.RemainingStake);
    expect(bet.stake === 0).toBe(sale.Value.Status === 'sold');
    if (bet.stake === 0) bet.open = false;
    expect(toMinor(sale.Value.Balance)).toBe(owner.cash);
    this.counts.cashOuts += 1;
    this.replays.push(async () => {
      const again = (await post(this.app, `${SECURE}/SaleBet`, payload, owner.user.headers)).json();
      expect(again.Success, JSON.stringify(again)).toBe(false);
    });
  }

  /** Moves simulated time (the dev route ticks the feed and settles), then books what settled. */
  async advance(database: Database): Promise<void> {
    const ms = this.rng.int(5, 150) * 60_000;
    for (const step of [ms, 1]) {
      // The second, 1 ms move ticks settlement once more: a timer tick that began before the move
      // saw the old time, and the dev route may have joined it.
      const res = await post(this.app, '/dev/clock/advance', { ms: step });
      expect(res.statusCode, res.body).toBe(200);
    }
    this.counts.advances += 1;
    for (const bet of this.bets.filter((b) => b.open)) {
      const [row] = await database.query<{ status: string; payout: unknown }>(
        'select status, payout from bets where id = $1',
        [bet.id],
      );
      const status = row?.status ?? 'missing';
      if (status === 'open') continue;
      const payout = Number(row?.payout);
      if (status === 'lost') expect(payout, `bet ${bet.id}`).toBe(0);
      else if (status === 'void') expect(payout, `bet ${bet.id}`).toBe(bet.stake);
      else if (status === 'won') {
        expect(payout, `bet ${bet.id}`).toBeGreaterThan(0);
        expect(payout, `bet ${bet.id}`).toBeLessThanOrEqual(bet.potential);
      } else throw new Error(`bet ${bet.id} became ${status}`);
      bet.open = false;
      bet.owner.cash += payout;
      this.counts.settled += 1;
    }
  }

  async replay(): Promise<void> {
    if (this.replays.length === 0) return;
    await this.rng.pick(this.replays)();
    this.counts.replays += 1;
  }

  /** Open stakes the model expects for a user: the riding stake of their unsettled bets. */
  openStakesOf(owner: UserModel): number {
    return this.bets.filter((b) => b.open && b.owner === owner).reduce((sum, b) => sum + b.stake, 0);
  }
}

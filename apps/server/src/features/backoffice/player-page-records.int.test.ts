// The player page's records (issue 24 §2 players, ADR 0045 "The player page's records") through the
// real app: a player who deposited (and got the welcome bonus), had a sportsbook bet settled, played a
// casino round, set a loss limit and got an operator message; each record's route answers them, the
// ledger's running balances add up to the account's balance, and only players.read may read them.

import type {
  LedgerLine,
  PlayerBonusesAnswer,
  PlayerLedgerAnswer,
  PlayerMessagesAnswer,
  PlayerPaymentsAnswer,
  PlayerRgLimitsAnswer,
  PlayerRoundsAnswer,
  PlayerVerificationAnswer,
} from '@fairline/shared/wire/backoffice-player-records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInfo, Outcome } from '../../trading/types';
import { type BonusPlayer, type BonusTestApp, createBonusTestApp } from '../bonuses/bonuses.testing';
import { findOffer, wireEvent } from '../coupon/coupon.testing';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

let t: BonusTestApp;
let support: TestStaff;
let content: TestStaff;
let compliance: TestStaff;
let player: BonusPlayer;
let depositId = '';
let betId = 0;

const get = (s: TestStaff, url: string) => t.app.inject({ method: 'GET', url, headers: asStaff(s.cookie) });
const read = async <T>(url: string): Promise<T> => {
  const res = await get(support, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

async function settledBet(): Promise<number> {
  const { engine, clock } = t.app.trading;
  const { game, outcome }: { game: GameInfo; outcome: Outcome } = findOffer(engine, clock.now(), 'line');
  const res = await t.app.inject({
    method: 'POST',
    url: '/service-api/LiveBet/Secure/MakeBetWeb',
    headers: player.headers,
    payload: { Events: [wireEvent(game, outcome)], Vid: 0, Summ: 5, CheckCf: 2, betGuid: crypto.randomUUID() },
  });
  expect(res.json().Success, res.body).toBe(true);
  // The dev clock's advance past the game's end settles it.
  const ms = game.start - clock.now() + 3 * 3_600_000;
  const moved = await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { ms } });
  expect(moved.statusCode, moved.body).toBe(200);
  return res.json().Value.Id as number;
}

/** One real-money dice round of our studio, through the launch and the studio's API. */
async function diceRound(stake: number) {
  const launch = await t.app.inject({
    method: 'POST',
    url: '/web-api/casino/v1/launch',
    headers: player.headers,
    payload: { game: 'fairline-studio:dice', mode: 'real', lang: 'en' },
  });
  expect(launch.statusCode, launch.body).toBe(200);
  const query = new URL(launch.json<{ data: { url: string } }>().data.url, 'http://x').searchParams;
  const opened = await t.app.inject({
    method: 'POST',
    url: '/studio-api/v1/sessions',
    payload: { token: query.get('token'), user: query.get('user'), game: 'dice' },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const round = await t.app.inject({
    method: 'POST',
    url: '/studio-api/v1/rounds',
    headers: { authorization: `Bearer ${opened.json<{ session: string }>().session}` },
    payload: { game: 'dice', stake, params: { target: 50, direction: 'over' } },
  });
  expect(round.statusCode, round.body).toBe(200);
}

beforeAll(async () => {
  t = await createBonusTestApp();
  support = await signedInStaff(t.app, t.database, 'support');
  content = await signedInStaff(t.app, t.database, 'content');
  compliance = await signedInStaff(t.app, t.database, 'compliance');
  player = await t.player({ welcome: 0, cash: 200_00 });
  depositId = await t.deposit(player, '40');
  betId = await settledBet();
  await diceRound(3_00);
  expect((await t.put(player, 'loss-limits', { limits: [{ period: '24h', amount: 500 }] })).statusCode).toBe(200);
  const sent = await t.app.inject({
    method: 'POST',
    url: `/admin-api/players/${player.id}/messages`,
    headers: asStaff(compliance.cookie),
    payload: { title: 'Hello from the desk', body: 'Your documents are in review.' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
}, 120_000);
afterAll(() => t.close());

/** Every line's balance is the next older line's balance plus its own amount. */
function expectRunning(lines: readonly LedgerLine[]) {
  for (let i = 0; i < lines.length - 1; i++) {
    const line = lines[i] as LedgerLine;
    expect(line.balance_after_minor - line.amount_minor).toBe((lines[i + 1] as LedgerLine).balance_after_minor);
  }
}

describe('the ledger with running balances', () => {
  it('lists the cash account newest first, its running balances adding up to the account balance', async () => {
    const page = await read<PlayerLedgerAnswer>(`/admin-api/players/${player.id}/ledger?limit=200`);
    expect(page.account).toMatchObject({ id: player.cashAccountId, kind: 'player_cash', currency: 'USD' });
    expect(page.account?.balance_minor).toBe(await t.balance(player.cashAccountId));
    expect(page.total).toBe(page.items.length);
    const kinds = page.items.map((l) => l.kind);
    expect(kinds).toEqual(expect.arrayContaining(['deposit', 'casino_bet']));
    expect(kinds.some((k) => k.startsWith('bet'))).toBe(true);
    expect(page.items.some((l) => l.reference.includes(depositId))).toBe(true);
    // The newest line's balance is the account's; the oldest line's is its own amount.
    expect(page.items[0]?.balance_after_minor).toBe(page.account?.balance_minor);
    expect(page.items.at(-1)?.balance_after_minor).toBe(page.items.at(-1)?.amount_minor);
    expectRunning(page.items);
    expect(page.items.map((l) => l.entry_id)).toEqual([...page.items.map((l) => l.entry_id)].sort((a, b) => b - a));
  });

  it('pages on the server with the balances of the whole account, and exports CSV (audited)', async () => {
    const all = await read<PlayerLedgerAnswer>(`/admin-api/players/${player.id}/ledger?limit=200`);
    const second = await read<PlayerLedgerAnswer>(`/admin-api/players/${player.id}/ledger?offset=2&limit=2`);
    expect(second.total).toBe(all.total);
    expect(second.items).toEqual(all.items.slice(2, 4));
    const csv = await get(support, `/admin-api/players/${player.id}/ledger.csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('entry_id,created_at,kind,reference,transaction_id,amount_minor,balance_after_minor');
    expect(lines).toHaveLength(all.total + 1);
    expect(lines[1]?.endsWith(`,${all.account?.balance_minor}`)).toBe(true);
    const [row] = await t.database.query<{ staff_email: string }>(
      `select staff_email from staff_audit where action = 'players.ledger_exported' and subject = $1`,
      [`user:${player.id}`],
    );
    expect(row?.staff_email).toBe(support.email);
  });

  it('reads another account of the player by id, and never an account of someone else', async () => {
    const bonus = await t.bonusAccountOf(player);
    const page = await read<PlayerLedgerAnswer>(`/admin-api/players/${player.id}/ledger?account_id=${bonus}`);
    expect(page.account).toMatchObject({ id: bonus, kind: 'player_bonus' });
    expect(page.items[0]?.balance_after_minor).toBe(await t.balance(bonus));
    expectRunning(page.items);
    const other = await t.player();
    const foreign = await read<PlayerLedgerAnswer>(`/admin-api/players/${other.id}/ledger?account_id=${bonus}`);
    expect(foreign).toEqual({ account: null, total: 0, items: [] });
  });
});

describe('the other records of the player', () => {
  it('payments: the deposit, newest first', async () => {
    const page = await read<PlayerPaymentsAnswer>(`/admin-api/players/${player.id}/payments`);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      payment_id: depositId,
      kind: 'deposit',
      status: 'credited',
      currency: 'USD',
    });
    expect(page.items[0]?.amount_minor).toBe(40_00);
    const none = await read<PlayerPaymentsAnswer>(`/admin-api/players/${player.id}/payments?kind=withdrawal`);
    expect(none).toEqual({ total: 0, items: [] });
  });

  it('casino rounds: the dice round with its stake and balances', async () => {
    const page = await read<PlayerRoundsAnswer>(`/admin-api/players/${player.id}/casino-rounds`);
    expect(page.rounds).toHaveLength(1);
    expect(page.rounds[0]).toMatchObject({ game: 'fairline-studio:dice', stake: 3_00, status: 'closed' });
    expect(page.next_cursor).toBeNull();
  });

  it('bonuses: the welcome bonus with its wagering progress (GET beside the staff grant)', async () => {
    const page = await read<PlayerBonusesAnswer>(`/admin-api/players/${player.id}/bonuses`);
    expect(page.active).toHaveLength(1);
    expect(page.active[0]).toMatchObject({ promoId: 'WELCOME_SPORT', status: 'active' });
    expect(page.active[0]?.requiredValue).toBeGreaterThan(0);
  });

  it('limits: the loss limit in force with its use, no session limit', async () => {
    const page = await read<PlayerRgLimitsAnswer>(`/admin-api/players/${player.id}/rg-limits`);
    expect(page.money).toEqual([expect.objectContaining({ kind: 'loss', period: '24h', limit_minor: 500_00 })]);
    expect(page.session).toEqual({ minutes: null, pending_minutes: null, pending_effective_at: null });
  });

  it('messages: the operator message first, with the bonus message behind it', async () => {
    const page = await read<PlayerMessagesAnswer>(`/admin-api/players/${player.id}/messages`);
    expect(page.items[0]).toMatchObject({ kind: 'operator', title: 'Hello from the desk' });
    expect(page.items.some((m) => m.kind === 'bonus')).toBe(true);
    expect(page.total).toBe(page.items.length);
  });

  it('verification: the status (not started) and no documents', async () => {
    const page = await read<PlayerVerificationAnswer>(`/admin-api/players/${player.id}/verification`);
    expect(page).toEqual({ status: 'not_started', reason: null, decided_at: null, documents: [] });
  });

  it('the player page still lists the settled bet', async () => {
    const page = await read<{ bets: { id: number; status: string }[] }>(`/admin-api/players/${player.id}`);
    expect(page.bets.find((b) => b.id === betId)?.status).not.toBe('open');
  });
});

describe('who may read them', () => {
  const paths = [
    'ledger',
    'ledger.csv',
    'casino-rounds',
    'payments',
    'rg-limits',
    'verification',
    'bonuses',
    'messages',
  ];

  it('answers 403 to a role without players.read and 401 without a staff session', async () => {
    for (const path of paths) {
      const url = `/admin-api/players/${player.id}/${path}`;
      expect((await get(content, url)).statusCode, url).toBe(403);
      const anonymous = await t.app.inject({ method: 'GET', url, headers: { 'x-requested-with': 'fetch' } });
      expect(anonymous.statusCode, url).toBe(401);
    }
  });

  it('answers 404 for a player who does not exist', async () => {
    for (const path of paths) expect((await get(support, `/admin-api/players/999999999/${path}`)).statusCode).toBe(404);
  });
});

describe('the player search by IP', () => {
  it('finds the player by the start of an IP address a session of theirs came from', async () => {
    await t.database.query('update sessions set ip = $2 where user_id = $1', [player.id, '203.0.113.77']);
    const found = await read<{ items: { id: number }[] }>('/admin-api/players?q=203.0.113.');
    expect(found.items.map((p) => p.id)).toContain(player.id);
    const exact = await read<{ items: { id: number }[] }>('/admin-api/players?q=203.0.113.77');
    expect(exact.items.map((p) => p.id)).toContain(player.id);
    const other = await read<{ items: { id: number }[] }>('/admin-api/players?q=198.51.100.');
    expect(other.items.map((p) => p.id)).not.toContain(player.id);
  });
});

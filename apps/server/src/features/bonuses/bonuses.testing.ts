// The whole app for the bonus tests: players who chose a welcome bonus at registration, deposits
// through the sandbox provider's signed callback (replayable), and the bonus clock under the test's hand.
import type { BonusesAnswer, BonusRecord } from '@fairline/shared/wire/bonuses';
import type { LightMyRequestResponse } from 'fastify';
import { testConfig } from '../../config/env';
import { asNumber } from '../../infra/sql-values';
import { SANDBOX_CALLBACK_PATH, signCallback } from '../payments/payments.testing';
import { createRgTestApp, type RgPlayer, type RgTestApp } from '../responsible-gambling/rg.testing';
import { bindBonuses } from './bonuses.service';

export const OFFICE = '/web-api/officeapi';
export const DAY = 86_400_000;

export interface BonusPlayer extends RgPlayer {
  cashAccountId: number;
}

export interface BonusTestApp extends RgTestApp {
  /** The bonus clock; tests move it. Errors the engine reports are kept here (and fail the test that checks). */
  bonusClock: { now: Date };
  errors: unknown[];
  /** A USD player (currency 10) with `cash` minor units, who chose `welcome` at registration (BonusType; -1: none). */
  player(opts?: { cash?: number; welcome?: number | null }): Promise<BonusPlayer>;
  /** Starts a deposit of `amount` dollars; its public id. */
  startDeposit(player: BonusPlayer, amount: string): Promise<string>;
  /** The provider's signed "succeeded" callback for a started deposit (send twice to replay it). */
  confirm(depositId: string): Promise<LightMyRequestResponse>;
  /** Starts and confirms a deposit; the deposit's id. */
  deposit(player: BonusPlayer, amount: string): Promise<string>;
  bonuses(player: BonusPlayer): Promise<BonusesAnswer['data']>;
  refuse(player: BonusPlayer, bonusId: number): Promise<LightMyRequestResponse>;
  balance(accountId: number): Promise<number>;
  bonusAccountOf(player: BonusPlayer): Promise<number>;
  /** Ledger transactions of a kind that name this bonus. */
  txCount(kind: string, bonusId: number): Promise<number>;
}

const SECRET = testConfig().PAYMENTS_SANDBOX_SECRET;

export async function createBonusTestApp(): Promise<BonusTestApp> {
  const t = await createRgTestApp();
  const bonusClock = { now: new Date() };
  const errors: unknown[] = [];
  bindBonuses(t.database, { now: () => bonusClock.now, onError: (err) => errors.push(err) });
  const amounts = new Map<string, number>();

  const startDeposit = async (player: BonusPlayer, amount: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/payments/deposit',
      headers: player.headers,
      payload: { amount, currency_id: 10 },
    });
    if (res.statusCode !== 200) throw new Error(`deposit refused: ${res.body}`);
    const { deposit_id } = res.json<{ deposit_id: string }>();
    const [row] = await t.database.query<{ amount: unknown }>('select amount from payments where public_id = $1', [
      deposit_id,
    ]);
    amounts.set(deposit_id, asNumber(row?.amount));
    return deposit_id;
  };
  const confirm = (depositId: string) => {
    const raw = JSON.stringify({
      provider_tx_id: `sbx_bonus_${depositId}`,
      deposit_id: depositId,
      status: 'succeeded',
      amount: amounts.get(depositId),
      currency: 'USD',
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    return t.app.inject({
      method: 'POST',
      url: SANDBOX_CALLBACK_PATH,
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signCallback(SECRET, timestamp, raw),
      },
      payload: raw,
    });
  };

  return {
    ...t,
    bonusClock,
    errors,
    startDeposit,
    confirm,
    async player(opts = {}) {
      const player = await t.seedPlayer(opts.cash ?? 100_00);
      const welcome = opts.welcome === undefined ? 0 : opts.welcome;
      if (welcome !== null) {
        await t.database.query(
          `update users set profile = profile || jsonb_build_object('bonusId', $2::int) where id = $1`,
          [player.id, welcome],
        );
      }
      const [cash] = await t.database.query<{ id: unknown }>(
        `select id from ledger_accounts where owner_id = $1 and kind = 'player_cash' and currency_id = 10`,
        [player.id],
      );
      return { ...player, cashAccountId: asNumber(cash?.id) };
    },
    async deposit(player, amount) {
      const id = await startDeposit(player, amount);
      const res = await confirm(id);
      if (res.json<{ status: string }>().status !== 'credited') throw new Error(`deposit not credited: ${res.body}`);
      return id;
    },
    async bonuses(player) {
      const res = await t.app.inject({ method: 'GET', url: `${OFFICE}/getbonuses?lang=en`, headers: player.headers });
      if (res.statusCode !== 200) throw new Error(`getbonuses: ${res.statusCode} ${res.body}`);
      return res.json<BonusesAnswer>().data;
    },
    refuse: (player, bonusId) =>
      t.app.inject({
        method: 'POST',
        url: `${OFFICE}/refusebonus`,
        headers: player.headers,
        payload: { bonus_id: bonusId },
      }),
    async balance(accountId) {
      const [row] = await t.database.query<{ balance: unknown }>('select balance from ledger_accounts where id = $1', [
        accountId,
      ]);
      return asNumber(row?.balance ?? 0);
    },
    async bonusAccountOf(player) {
      const [row] = await t.database.query<{ id: unknown }>('select ledger_player_account($1, 10, $2) as id', [
        player.id,
        'player_bonus',
      ]);
      return asNumber(row?.id);
    },
    async txCount(kind, bonusId) {
      const [row] = await t.database.query<{ n: unknown }>(
        `select count(*) as n from ledger_transactions where kind = $1 and (metadata->>'bonus_id')::bigint = $2`,
        [kind, bonusId],
      );
      return asNumber(row?.n);
    },
  };
}

/** The only active bonus of a list (fails the test when there is not exactly one). */
export function onlyActive(data: BonusesAnswer['data']): BonusRecord {
  if (data.active.length !== 1) throw new Error(`expected one active bonus, got ${data.active.length}`);
  return data.active[0] as BonusRecord;
}

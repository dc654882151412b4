// Free spins (ADR 0064): a campaign of kind 'freespins' grants N spins of one studio slot at a fixed bet,
// held as a bonus whose spins are in bonus_free_spins. The casino wallet takes each spin once
// (casino_wallet_apply, migration 0047) and credits its win to the bonus; these are the reads around it.
import type { Currency } from '@fairline/shared/lookups/currencies';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import type { Campaign } from './bonus-rules';
import type { GrantInput, GrantOutcome } from './bonuses.repository';

type Query = Pick<Database, 'query'>;

/** A spin's bet in a currency: the campaign's US cents at the currency's rate, at least one minor unit. */
export function freeSpinBet(cents: number, currency: Pick<Currency, 'conversionCoefficient' | 'minorDigits'>): number {
  return Math.max(1, Math.round((cents / 100) * currency.conversionCoefficient * 10 ** currency.minorDigits));
}

/** The spins of a free-spins campaign as stored; null for other kinds. */
export async function campaignSpins(
  database: Query,
  campaignId: Campaign['id'],
): Promise<{ game: string; count: number; betCents: number } | null> {
  const [row] = await database.query<{ spin_game: string | null; spin_count: number; spin_bet_cents: number }>(
    'select spin_game, spin_count, spin_bet_cents from bonus_campaigns where id = $1',
    [campaignId],
  );
  if (!row || row.spin_game === null) return null;
  return { game: row.spin_game, count: Number(row.spin_count), betCents: Number(row.spin_bet_cents) };
}

/**
 * Grants a free-spins campaign's spins once per cause (bonus_freespins_grant): a bonus of amount 0 whose
 * spins are its reward; `amount` is the bet of one spin. 'busy' while another bonus holds the account.
 */
export async function insertFreeSpinsGrant(
  database: Query,
  g: GrantInput,
): Promise<{ bonusId: number | null; outcome: GrantOutcome }> {
  const [row] = await database.query<{ r_bonus_id: unknown; r_outcome: GrantOutcome }>(
    'select r_bonus_id, r_outcome from bonus_freespins_grant($1, $2, $3, $4, $5, $6, $7, $8)',
    [g.userId, g.campaignId, g.cause, g.currencyId, g.amount, JSON.stringify(g.rules), g.expiresAt, g.now],
  );
  if (!row) throw new Error('bonus_freespins_grant returned no row');
  return { bonusId: row.r_bonus_id === null ? null : asNumber(row.r_bonus_id), outcome: row.r_outcome };
}

/** A running reward a game may play: its id, the bet of a spin and the spins left. */
export interface FreeSpinReward {
  rewardUuid: string;
  bet: number;
  left: number;
  expiresAt: Date;
}

/** The player's running free spins of one game (the platform's game code) in a currency, oldest first. */
export async function freeSpinsOf(
  database: Query,
  q: { userId: number; currencyId: number; providerId: string; gameId: string; now: Date },
): Promise<FreeSpinReward[]> {
  const rows = await database.query<Record<string, unknown>>(
    `select f.reward_uuid, f.bet_amount, f.spins_total - f.spins_used as left_spins, b.expires_at
     from bonus_free_spins f join bonuses b on b.id = f.bonus_id
     where b.user_id = $1 and b.currency_id = $2 and b.status = 'active' and b.expires_at > $5
       and f.provider_id = $3 and f.game_id = $4 and f.spins_used < f.spins_total
     order by b.id`,
    [q.userId, q.currencyId, q.providerId, q.gameId, q.now],
  );
  return rows.map((r) => ({
    rewardUuid: String(r.reward_uuid),
    bet: asNumber(r.bet_amount),
    left: Number(r.left_spins),
    expiresAt: new Date(r.expires_at as string),
  }));
}

/** Whether a bonus still has spins to play (it may not convert before they are played). */
export async function hasSpinsLeft(database: Query, bonusId: number): Promise<boolean> {
  const [row] = await database.query<{ left: boolean }>(
    'select exists (select 1 from bonus_free_spins where bonus_id = $1 and spins_used < spins_total) as left',
    [bonusId],
  );
  return row?.left === true;
}

/** A bonus's totals, to judge whether its last spin met its wagering. */
export async function bonusTotals(database: Query, bonusId: number) {
  const [row] = await database.query<Record<string, unknown>>(
    'select user_id, currency_id, status, wagered, wager_required from bonuses where id = $1',
    [bonusId],
  );
  if (!row) return undefined;
  return {
    userId: asNumber(row.user_id),
    currencyId: Number(row.currency_id),
    isActive: row.status === 'active',
    isMet: asNumber(row.wagered) >= asNumber(row.wager_required),
  };
}

// The one enforcement point of player protection (ARCHITECTURE.md "One enforcement point"): every
// money action — a bet, a casino bet callback, a deposit, a bonus claim — and every login asks here
// whether it may go on. A block the operator stored and one the player set are read alike.

import { currencyById } from '@fairline/shared/lookups/currencies';
import type { RgRefusal } from '@fairline/shared/wire/responsible-gambling';
import type { Database } from '../../infra/db';
import { closeUserSessions } from '../auth/auth.service';
import type { BlockState } from './rg-blocks.repository';
import { insertBlock } from './rg-blocks.repository';
import { rgNow } from './rg-clock';
import { depositLimitRefusal, type RefusedAction, RgRefusalError, refusals } from './rg-errors';
import { limitCurrency, stakeBreach } from './rg-limits.service';
import { convertForLimit, isSessionOver, nextRealityCheck, sessionBlockEnd } from './rg-rules';
import { trackSession } from './rg-sessions.repository';
import { type ProtectionState, readProtection } from './rg-state.repository';

export { rgNow } from './rg-clock';
export { RgRefusalError } from './rg-errors';

/** The money actions player protection judges. */
export type MoneyAction = 'bet' | 'casino_bet' | 'deposit' | 'bonus_claim';

export interface MoneyActionOptions {
  /** The stored id of the request's session: the session-time limit and reality checks follow it. */
  sessionId?: string | undefined;
  /** Currency of `amount` (default: the registration currency, in which limits are kept). */
  currencyId?: number | undefined;
  /** Default: the protection clock (the simulated clock bets are stamped with). */
  now?: Date | undefined;
}

type Db = Database;

function assertNoBlock(blocks: BlockState, action: RefusedAction): void {
  if (blocks.status !== 'active' && action !== 'login') throw refusals.accountBlocked(action);
  if (blocks.selfExclusion) throw refusals.selfExcluded(action, blocks.selfExclusion.until);
  if (blocks.timeout) throw refusals.timedOut(action, blocks.timeout.until);
  if (blocks.sessionLimit) throw refusals.sessionLimit(action, blocks.sessionLimit.until);
}

/**
 * Follows the request's session: one that used up its time limit is ended (every session of the
 * player) and play is blocked for the rest of its 24 hours; a reality check that fell due stops
 * play until the player answers it.
 */
async function checkSession(
  database: Db,
  userId: number,
  sessionId: string,
  state: ProtectionState,
  now: Date,
  action: RefusedAction,
  withRealityCheck = true,
): Promise<void> {
  if (state.sessionMinutes === null && state.realityInterval === null) return;
  const session = await trackSession(database, sessionId, userId, now);
  if (isSessionOver(session.startedAt, state.sessionMinutes, now)) {
    const until = sessionBlockEnd(session.startedAt);
    await endPlayForSessionLimit(database, userId, until, now);
    throw refusals.sessionLimit(action, until);
  }
  const next = nextRealityCheck(session, state.realityInterval);
  if (withRealityCheck && next && next <= now) throw refusals.realityCheck(action);
}

/** Stores the session-limit block and ends the player's sessions. */
async function endPlayForSessionLimit(database: Db, userId: number, until: Date, now: Date): Promise<void> {
  await insertBlock(database, { userId, kind: 'session_limit', until, setBy: 'player', now });
  await closeUserSessions(database, userId, 'rg_session_limit');
}

/**
 * Whether `userId` may do `action` for `amount` (minor units of `opts.currencyId`) now; throws the
 * reason (RgRefusalError, 403) when not. Bets and casino bets meet the loss and wager limits;
 * deposits the deposit limits (checked again, atomically, when the provider confirms).
 */
export async function checkMoneyAction(
  database: Db,
  userId: number,
  action: MoneyAction,
  amount: number,
  opts: MoneyActionOptions = {},
): Promise<void> {
  const now = opts.now ?? rgNow(database);
  const state = await readProtection(database, userId, now);
  assertNoBlock(state.blocks, action);
  if (opts.sessionId) await checkSession(database, userId, opts.sessionId, state, now, action);
  if ((action === 'bet' || action === 'casino_bet') && state.limits.length > 0) {
    for (const kind of ['loss', 'wager'] as const) {
      if (!state.limits.some((l) => l.kind === kind)) continue;
      const period = await stakeBreach(database, { userId, kind, stake: amount, currencyId: opts.currencyId, now });
      if (period) throw kind === 'loss' ? refusals.lossLimit(period) : refusals.wagerLimit(period);
    }
  }
  if (action === 'deposit') {
    const currency = await limitCurrency(database, userId);
    const from = (opts.currencyId !== undefined && currencyById(opts.currencyId)) || currency;
    const [row] = await database.query<{ period: string | null }>('select deposit_limit_breach($1, $2, $3) as period', [
      userId,
      convertForLimit(amount, from, currency),
      now,
    ]);
    if (row?.period) throw depositLimitRefusal(row.period);
  }
}

/**
 * Ends the session (and blocks play) once it used up the player's session-time limit, even when no
 * money moves: the office's reality-check poll calls it. Throws the refusal when it did.
 */
export async function followSession(database: Db, userId: number, sessionId: string): Promise<void> {
  const now = rgNow(database);
  const state = await readProtection(database, userId, now);
  await checkSession(database, userId, sessionId, state, now, 'bet', false);
}

/** Refuses a login while a time-out, self-exclusion or session-limit block runs (the reason is told). */
export async function assertMayLogIn(database: Db, userId: number): Promise<void> {
  const state = await readProtection(database, userId, rgNow(database));
  assertNoBlock(state.blocks, 'login');
}

/** The reason of a protection refusal, or null for any other error. */
export function rgRefusalOf(err: unknown): { reason: RgRefusal; message: string } | null {
  return err instanceof RgRefusalError ? { reason: err.reason, message: err.message } : null;
}
export { listPlayerBlocks } from './rg-blocks-list';
export { INDEFINITE_BLOCK_END, liftOperatorBlock, startOperatorBlock } from './rg-operator-blocks';
export {
  type BlockReportFilter,
  type BlockReportRow,
  blocksReport,
  type LimitReportFilter,
  type LimitReportRow,
  limitsReport,
} from './rg-reports';
export { readSessionLimit } from './rg-sessions.repository';

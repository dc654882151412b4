import type { RgRefusal } from '@fairline/shared/wire/responsible-gambling';
import { AppError } from '../../errors';

/** What was asked for, as the refusal's sentence names it. */
export type RefusedAction = 'bet' | 'casino_bet' | 'deposit' | 'bonus_claim' | 'login';

const PERIOD_NAMES: Record<string, string> = { '24h': '24-hour', '7d': '7-day', '1m': 'monthly' };
const BLOCKED: Record<RefusedAction, string> = {
  bet: 'Betting is blocked',
  casino_bet: 'Casino play is blocked',
  deposit: 'Deposits are blocked',
  bonus_claim: 'Bonuses are blocked',
  login: 'Login is blocked',
};

const when = (until: Date) => `${until.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/**
 * A refusal of player protection: 403, the reason as error_code (a deposit's block keeps the cashier's
 * spec code `blocked`), and a sentence the player can read; the web words each reason itself.
 */
export class RgRefusalError extends AppError {
  constructor(
    readonly reason: RgRefusal,
    message: string,
    readonly until: Date | null = null,
    errorCode: string = reason,
  ) {
    super('FORBIDDEN', message, { errorCode });
  }
}

const block = (reason: RgRefusal, action: RefusedAction, why: string, until: Date | null) =>
  new RgRefusalError(reason, `${BLOCKED[action]}: ${why}`, until, action === 'deposit' ? 'blocked' : reason);

export const refusals = {
  selfExcluded: (action: RefusedAction, until: Date) =>
    block('rg_self_exclusion', action, `your account is self-excluded until ${when(until)}`, until),
  timedOut: (action: RefusedAction, until: Date) =>
    block('rg_time_out', action, `your account is on a time-out until ${when(until)}`, until),
  sessionLimit: (action: RefusedAction, until: Date) =>
    block('rg_session_limit', action, `your session time limit was reached; play again after ${when(until)}`, until),
  accountBlocked: (action: RefusedAction) => block('rg_account_blocked', action, 'the account is not active', null),
  realityCheck: (action: RefusedAction) =>
    block('rg_reality_check', action, 'please answer the reality check before you go on', null),
  lossLimit: (period: string) =>
    new RgRefusalError('rg_loss_limit', `This bet would exceed your ${PERIOD_NAMES[period] ?? period} loss limit`),
  wagerLimit: (period: string) =>
    new RgRefusalError('rg_wager_limit', `This bet would exceed your ${PERIOD_NAMES[period] ?? period} wager limit`),
};

/** The cashier's own refusal of a deposit over a deposit limit (its error_code is the spec's). */
export const depositLimitRefusal = (period: string) =>
  new AppError('FORBIDDEN', `This deposit would exceed your ${PERIOD_NAMES[period] ?? period} deposit limit`, {
    errorCode: 'deposit_limit',
  });

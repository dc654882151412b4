// The inbox's public module: what other features (settlement, verification, player protection,
// support, later the bonus engine and the back office) call to tell a player something.
// docs/decisions/0031-messages-and-support.md
import { currencyById } from '@fairline/shared/lookups/currencies';
import { toMinor } from '@fairline/shared/money/minor';
import {
  type MessageKind,
  type MessageLimit,
  type MessageTemplate,
  type OperatorMessageInput,
  operatorMessageInput,
} from '@fairline/shared/wire/messages';
import type { RgLimits, SessionLimit } from '@fairline/shared/wire/responsible-gambling';
import { AppError, notFound } from '../../errors';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { insertMessage } from './inbox.repository';
import { betTemplate, isBetWorthAMessage, limitChangeMessages } from './inbox-rules';
import { inboxRuntime, pushUnreadCount } from './inbox-runtime';

export { getInbox } from './inbox.service';
export { bindInbox } from './inbox-runtime';

type Query = Pick<Database, 'query'>;
type Params = Record<string, string | number | null>;

/** A message to one player: a system template with its parameters, or an operator's own words. */
export interface InboxMessageInput {
  kind: MessageKind;
  template?: MessageTemplate | null;
  params?: Params;
  title?: string | null;
  body?: string | null;
  /** The office page it is about ("bets", "verification", "limits", "support"). */
  link?: string | null;
  /** A later message with the same key withdraws this one while it still waits. */
  supersedesKey?: string | null;
  /** Hidden and uncounted until then (default: now). */
  availableAt?: Date;
}

/**
 * Stores a message for `userId` and, when it is visible at once, pushes the unread count to the
 * player's open pages. The extension point of every sender: the bonus engine's "bonus granted" adds
 * its template to MESSAGE_TEMPLATES and calls this with kind 'bonus'.
 */
export async function sendInboxMessage(database: Query, userId: number, input: InboxMessageInput): Promise<number> {
  const now = inboxRuntime(database).now();
  const availableAt = input.availableAt ?? now;
  const id = await insertMessage(database, {
    userId,
    kind: input.kind,
    template: input.template ?? null,
    params: input.params ?? {},
    title: input.title ?? null,
    body: input.body ?? null,
    link: input.link ?? null,
    supersedesKey: input.supersedesKey ?? null,
    now,
    availableAt,
  });
  // A waiting message is pushed by the due-message sweep when it comes due; a superseded one may
  // have counted for nobody, so the count goes out on every change.
  await pushUnreadCount(database, userId);
  return id;
}

/** An operator's message to one player (the back office calls it); audited with the operator's name. */
export async function sendOperatorMessage(
  database: Database,
  input: { userId: number; operator: string; message: OperatorMessageInput },
): Promise<number> {
  const parsed = operatorMessageInput.safeParse(input.message);
  if (!parsed.success) throw new AppError('VALIDATION', 'Invalid message', { errorCode: 'invalid_message' });
  const [user] = await database.query('select 1 from users where id = $1', [input.userId]);
  if (!user) throw notFound('User');
  const id = await sendInboxMessage(database, input.userId, { kind: 'operator', ...parsed.data });
  await audit(database, {
    actor: `operator:${input.operator}`,
    action: 'inbox.operator_message.sent',
    subject: `user:${input.userId}`,
    details: { message: id, title: parsed.data.title },
  });
  return id;
}

/**
 * Runs a sender for an event that already happened (a bet settled, a decision applied): the inbox
 * failing must not undo or fail it, so the error is only reported.
 */
async function safely(database: Query, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (err) {
    inboxRuntime(database).onError(err);
  }
}

/** Settlement: a bet won, lost or void; a message when its stake or return reaches the threshold. */
export async function tellBetSettled(
  database: Query,
  bet: { betId: number; userId: number; status: string; stake: number; payout: number; currencyId: number },
): Promise<void> {
  const template = betTemplate(bet.status);
  if (!template) return;
  const worth = { stake: bet.stake, payout: bet.payout, currencyId: bet.currencyId };
  if (!isBetWorthAMessage(worth, inboxRuntime(database).betThresholdUsd)) return;
  await safely(database, () =>
    sendInboxMessage(database, bet.userId, {
      kind: 'bet',
      template,
      params: { bet_id: bet.betId, stake: bet.stake, payout: bet.payout, currency_id: bet.currencyId },
      link: 'bets',
    }),
  );
}

/** Verification: the provider's decision as we applied it. */
export async function tellVerificationDecided(
  database: Query,
  decision: { userId: number; status: 'verified' | 'rejected'; reason: string | null },
): Promise<void> {
  await safely(database, () =>
    sendInboxMessage(database, decision.userId, {
      kind: 'verification',
      template: decision.status === 'verified' ? 'verification_verified' : 'verification_rejected',
      params: decision.status === 'rejected' ? { reason: decision.reason } : {},
      link: 'verification',
    }),
  );
}

/** Sends one period's limit change: in force now, or waiting (told now, and again when it applies). */
async function sendLimitChange(
  database: Query,
  userId: number,
  limit: { kind: MessageLimit; period: string | null; unit: Params },
  after: Parameters<typeof limitChangeMessages>[0],
  valueKey: 'amount' | 'minutes',
): Promise<void> {
  const supersedesKey = `limit:${limit.kind}:${limit.period ?? 'session'}`;
  for (const m of limitChangeMessages(after)) {
    await sendInboxMessage(database, userId, {
      kind: 'limits',
      template: m.template,
      params: {
        limit: limit.kind,
        period: limit.period,
        [valueKey]: m.amount,
        ...limit.unit,
        effective_at: after.pending?.effectiveAt.toISOString() ?? null,
      },
      link: 'limits',
      supersedesKey,
      ...(m.at ? { availableAt: m.at } : {}),
    });
  }
}

/** Player protection: the loss or wager limits of `periods` changed; `limits` is the state after it. */
export async function tellMoneyLimitsChanged(
  database: Query,
  userId: number,
  limits: RgLimits,
  periods: readonly string[],
): Promise<void> {
  const digits = currencyById(limits.currencyId)?.minorDigits ?? 2;
  const minorOf = (v: number | null) => (v === null ? null : (toMinor(v, digits) as number));
  await safely(database, async () => {
    for (const l of limits.limits.filter((x) => periods.includes(x.period))) {
      const after = {
        inForce: minorOf(l.amount),
        pending: l.pending_effective_at
          ? { amount: minorOf(l.pending_amount), effectiveAt: new Date(l.pending_effective_at) }
          : null,
      };
      const unit = { currency_id: limits.currencyId };
      await sendLimitChange(database, userId, { kind: limits.kind, period: l.period, unit }, after, 'amount');
    }
  });
}

/** Player protection: the session-time limit changed; `limit` is the state after it. */
export async function tellSessionLimitChanged(database: Query, userId: number, limit: SessionLimit): Promise<void> {
  const after = {
    inForce: limit.minutes,
    pending: limit.pending_effective_at
      ? { amount: limit.pending_minutes, effectiveAt: new Date(limit.pending_effective_at) }
      : null,
  };
  await safely(database, () =>
    sendLimitChange(database, userId, { kind: 'session', period: null, unit: {} }, after, 'minutes'),
  );
}

/** Player protection: a time-out or self-exclusion started; it runs until `until`. */
export async function tellBlockStarted(
  database: Query,
  userId: number,
  block: { kind: 'timeout' | 'self_exclusion'; until: string | null },
): Promise<void> {
  await safely(database, () =>
    sendInboxMessage(database, userId, {
      kind: 'protection',
      template: block.kind === 'timeout' ? 'time_out' : 'self_exclusion',
      params: { until: block.until },
      link: 'limits',
    }),
  );
}

/**
 * Player protection: the operator set a time-out or self-exclusion (the back office); it runs until
 * `until`, or until lifted when null.
 */
export async function tellOperatorBlockStarted(
  database: Query,
  userId: number,
  block: { kind: 'timeout' | 'self_exclusion'; until: string | null },
): Promise<void> {
  await safely(database, () =>
    sendInboxMessage(database, userId, {
      kind: 'protection',
      template: block.until === null ? 'operator_block_indefinite' : 'operator_block',
      params: { block: block.kind, until: block.until },
      link: 'limits',
    }),
  );
}

/** Account security: staff switched the player's 2FA off after verifying them (the back office, ADR 0048). */
export async function tellTwoFactorReset(database: Query, userId: number): Promise<void> {
  await safely(database, () =>
    sendInboxMessage(database, userId, { kind: 'protection', template: 'two_factor_reset', params: {}, link: null }),
  );
}

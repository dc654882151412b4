import type { RejectionReason } from '@fairline/shared/wire/verification';
import { AppError, notFound } from '../../errors';
import { audit } from '../../infra/audit';
import { tellVerificationDecided } from '../messages/messages.service';
import type { VerificationOutcome } from './provider';
import { applyDecision, findEvent, findSession, findVerification } from './verification.repository';
import type { VerificationContext } from './verification-context';
import { isOldEnough, requirementsOf } from './verification-rules';

/**
 * What an approval means for us: the provider vouches for the document, and the date of birth it read
 * there must be of age and match what the player typed; otherwise the approval becomes a refusal.
 */
async function ourVerdict(
  ctx: VerificationContext,
  userId: number,
  outcome: VerificationOutcome,
): Promise<{ status: 'verified' | 'rejected'; reason: RejectionReason | null }> {
  if (outcome.result === 'rejected') return { status: 'rejected', reason: outcome.reason ?? 'document_unreadable' };
  const row = await findVerification(ctx.database, userId);
  const birth = outcome.documentBirthDate ?? row?.birth_date ?? '';
  const { minAge } = await requirementsOf(ctx.database, userId);
  if (!isOldEnough(birth, minAge, ctx.now())) return { status: 'rejected', reason: 'underage' };
  if (outcome.documentBirthDate && row?.birth_date && outcome.documentBirthDate !== row.birth_date) {
    return { status: 'rejected', reason: 'data_mismatch' };
  }
  return { status: 'verified', reason: null };
}

/**
 * Applies a provider's verified callback once. A replay (same event, same body) answers what the first
 * one did; the same event id with another body, or a second decision on a decided session, is refused.
 */
export async function decideVerification(ctx: VerificationContext, provider: string, outcome: VerificationOutcome) {
  const seen = await findEvent(ctx.database, provider, outcome.eventId);
  const replay = () => {
    if (seen && seen.request_hash === outcome.requestHash && seen.session_public_id === outcome.sessionId) {
      return { session_id: outcome.sessionId, status: seen.status as 'verified' | 'rejected' };
    }
    throw new AppError('CONFLICT', 'This event id was used with another body', { errorCode: 'event_conflict' });
  };
  if (seen) return replay();
  const session = await findSession(ctx.database, outcome.sessionId);
  if (!session || session.provider !== provider) throw notFound('Verification session');
  const verdict = await ourVerdict(ctx, session.user_id, outcome);
  const applied = await applyDecision(ctx.database, {
    provider,
    eventId: outcome.eventId,
    requestHash: outcome.requestHash,
    sessionId: outcome.sessionId,
    status: verdict.status,
    reason: verdict.reason,
    documentBirthDate: outcome.documentBirthDate,
    now: ctx.now(),
  });
  if (!applied) {
    // Another delivery of the same event may have won the race; anything else was decided before.
    const again = await findEvent(ctx.database, provider, outcome.eventId);
    if (again?.request_hash === outcome.requestHash)
      return { session_id: outcome.sessionId, status: again.status as 'verified' | 'rejected' };
    throw new AppError('CONFLICT', 'This verification session is already decided', { errorCode: 'already_decided' });
  }
  await audit(ctx.database, {
    actor: `provider:${provider}`,
    action: `verification.${applied.status}`,
    subject: `user:${applied.userId}`,
    details: { session: outcome.sessionId, event: outcome.eventId, reason: verdict.reason },
  });
  await tellVerificationDecided(ctx.database, {
    userId: applied.userId,
    status: verdict.status,
    reason: verdict.reason,
  });
  return { session_id: outcome.sessionId, status: applied.status as 'verified' | 'rejected' };
}

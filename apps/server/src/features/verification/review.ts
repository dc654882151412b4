// Staff review of submitted verifications (issue 24 §2 Compliance, ADR 0050): the back office reads the
// queue and the documents and decides through these functions, so a staff decision changes exactly what
// a provider's does — the status (withdrawals' assertVerified), the closed provider session and the
// player's inbox message.
import type { DocumentType, RejectionReason } from '@fairline/shared/wire/verification';
import { AppError, notFound } from '../../errors';
import { audit } from '../../infra/audit';
import { tellVerificationDecided } from '../messages/messages.service';
import { documentItemOf } from './documents.service';
import {
  applyStaffDecision,
  findForReview,
  findOwnDocument,
  listDocuments,
  listForReview,
  type ReviewQueueQuery,
  type ReviewRow,
} from './verification.repository';
import type { VerificationContext } from './verification-context';
import { isOldEnough, requirementsOf } from './verification-rules';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

const summaryOf = (row: ReviewRow) => ({
  user_id: row.user_id,
  email: row.email,
  country: row.country,
  brand: row.brand,
  first_name: row.first_name,
  last_name: row.last_name,
  status: row.status,
  reason: row.status === 'rejected' ? ((row.reason as RejectionReason | null) ?? null) : null,
  submitted_at: iso(row.submitted_at),
  decided_at: iso(row.decided_at),
  provider_session_open: row.provider_session_open,
});

/** The queue: verifications in one status, oldest submission first. */
export async function reviewQueue(
  ctx: Pick<VerificationContext, 'database'>,
  q: ReviewQueueQuery & { offset: number; limit: number },
) {
  const page = await listForReview(ctx.database, q);
  return {
    items: page.rows.map((row) => ({ ...summaryOf(row), document_types: row.document_types as DocumentType[] })),
    total: page.total,
  };
}

/** One player's verification with the typed identity data and every document's metadata. */
export async function reviewOf(ctx: Pick<VerificationContext, 'database'>, userId: number) {
  const row = await findForReview(ctx.database, userId);
  if (!row) throw notFound('Player');
  const documents = (await listDocuments(ctx.database, userId)).map(documentItemOf);
  return { ...summaryOf(row), birth_date: row.birth_date, document_number: row.document_number, documents };
}

/** A document's file for staff: by the player's id and the document's public id together. */
export async function reviewDocumentFile(ctx: VerificationContext, userId: number, publicId: string) {
  const row = await findOwnDocument(ctx.database, userId, publicId);
  const bytes = row && (await ctx.store.get(row.storage_key));
  if (!row || !bytes) throw notFound('Document');
  return { mime: row.mime, type: row.doc_type, size: row.size, bytes };
}

export type StaffDecision = { result: 'approved' } | { result: 'rejected'; reason: RejectionReason };

/**
 * A staff member decides a pending verification. An approval still obeys the age rule on the date of
 * birth the player typed (the country's minimum may have risen since submission): under age it becomes
 * rejected / underage, as a provider's approval would. 409 already_decided when it is not pending.
 */
export async function decideByStaff(ctx: VerificationContext, userId: number, decision: StaffDecision, actor: string) {
  const before = await findForReview(ctx.database, userId);
  if (!before) throw notFound('Player');
  let verdict: { status: 'verified' | 'rejected'; reason: RejectionReason | null } =
    decision.result === 'rejected'
      ? { status: 'rejected', reason: decision.reason }
      : { status: 'verified', reason: null };
  if (verdict.status === 'verified') {
    const { minAge } = await requirementsOf(ctx.database, userId);
    if (!isOldEnough(before.birth_date ?? '', minAge, ctx.now())) verdict = { status: 'rejected', reason: 'underage' };
  }
  const applied = await applyStaffDecision(ctx.database, { userId, ...verdict, now: ctx.now() });
  if (!applied) {
    throw new AppError('CONFLICT', `This verification is ${before.status}, not waiting for a decision`, {
      errorCode: before.status === 'not_started' ? 'not_submitted' : 'already_decided',
    });
  }
  await audit(ctx.database, {
    actor,
    action: `verification.${verdict.status}`,
    subject: `user:${userId}`,
    details: { reason: verdict.reason, by: 'staff' },
  });
  await tellVerificationDecided(ctx.database, { userId, status: verdict.status, reason: verdict.reason });
  return { user_id: userId, status: verdict.status, reason: verdict.reason, before: before.status };
}

/** The review calls bound to the feature's context (its document store): what the back office uses. */
export function createReviewDesk(ctx: VerificationContext) {
  return {
    queue: (q: ReviewQueueQuery & { offset: number; limit: number }) => reviewQueue(ctx, q),
    review: (userId: number) => reviewOf(ctx, userId),
    documentFile: (userId: number, publicId: string) => reviewDocumentFile(ctx, userId, publicId),
    decide: (userId: number, decision: StaffDecision, actor: string) => decideByStaff(ctx, userId, decision, actor),
  };
}
export type VerificationReviewDesk = ReturnType<typeof createReviewDesk>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff review of verifications (ADR 0050), decorated by the verification plugin. */
    verificationReview?: VerificationReviewDesk;
  }
}

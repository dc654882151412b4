import { randomBytes } from 'node:crypto';
import {
  DOCUMENT_MIME_TYPES,
  DocumentLimits,
  type IdentificationConfigAnswer,
  type IdentificationFields,
  type RejectionReason,
  type VerificationStatus,
} from '@fairline/shared/wire/verification';
import { AppError } from '../../errors';
import { audit } from '../../infra/audit';
import { ownDocuments } from './documents.service';
import { findVerification, insertSession, markSubmitted, saveFields } from './verification.repository';
import type { VerificationContext } from './verification-context';
import { fieldError, lockedError, unavailableError } from './verification-errors';
import { isOldEnough, missingGroups, requirementsOf } from './verification-rules';

const hasAllFields = (row: Awaited<ReturnType<typeof findVerification>>) =>
  Boolean(row?.first_name && row.last_name && row.birth_date && row.document_number);

/** The Verification page's data: status, what is required, what is uploaded, the typed fields. */
export async function identificationState(
  ctx: VerificationContext,
  userId: number,
): Promise<IdentificationConfigAnswer['data']> {
  const [row, requirements, documents] = await Promise.all([
    findVerification(ctx.database, userId),
    requirementsOf(ctx.database, userId),
    ownDocuments(ctx, userId),
  ]);
  const status = row?.status ?? 'not_started';
  const missing = missingGroups(
    requirements.documents,
    documents.map((d) => d.type),
  );
  return {
    status,
    reason: status === 'rejected' ? ((row?.reason as RejectionReason | null) ?? null) : null,
    flow_type: 'documents',
    provider: ctx.provider?.name ?? null,
    min_age: requirements.minAge,
    required_documents: requirements.documents,
    face_check: requirements.faceCheck,
    accepted_types: [...DOCUMENT_MIME_TYPES],
    max_file_bytes: DocumentLimits.maxFileBytes,
    fields: row?.first_name
      ? {
          first_name: row.first_name,
          last_name: row.last_name ?? '',
          birth_date: row.birth_date ?? '',
          document_number: row.document_number ?? '',
        }
      : null,
    documents,
    can_submit: (status === 'not_started' || status === 'rejected') && missing.length === 0 && hasAllFields(row),
  };
}

/** The last refusal, while the player's status is rejected. */
export async function identificationFailure(ctx: VerificationContext, userId: number) {
  const row = await findVerification(ctx.database, userId);
  const failed = row?.status === 'rejected';
  return {
    failed,
    reason: failed ? ((row?.reason as RejectionReason | null) ?? null) : null,
    failed_at: failed && row?.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

/** Saves the typed identity data (refused once submitted or verified). */
export async function saveIdentificationFields(ctx: VerificationContext, userId: number, fields: IdentificationFields) {
  if (!(await saveFields(ctx.database, userId, fields))) throw lockedError();
}

/**
 * Submits the documents for review: every required group has a document, the identity data is
 * filled, and the date of birth typed from the document is of age. not_started | rejected → pending.
 */
export async function submitRequiredDocuments(ctx: VerificationContext, userId: number, ip?: string) {
  const row = await findVerification(ctx.database, userId);
  if (row?.status === 'pending' || row?.status === 'verified') throw lockedError();
  if (!row || !hasAllFields(row)) {
    throw fieldError('fields', 'missing_fields', 'Fill in your name, date of birth and document number');
  }
  const requirements = await requirementsOf(ctx.database, userId);
  const documents = await ownDocuments(ctx, userId);
  const missing = missingGroups(
    requirements.documents,
    documents.map((d) => d.type),
  );
  if (missing.length > 0) {
    throw new AppError('VALIDATION', 'Some required documents are missing', {
      errorCode: 'missing_documents',
      validationErrors: Object.fromEntries(missing.map((group) => [group, 'missing_document'])),
    });
  }
  if (!isOldEnough(row.birth_date ?? '', requirements.minAge, ctx.now())) {
    throw fieldError('birth_date', 'underage', `You must be at least ${requirements.minAge} to play`);
  }
  if (!(await markSubmitted(ctx.database, userId, ctx.now()))) throw lockedError();
  await audit(ctx.database, {
    actor: `user:${userId}`,
    action: 'verification.submitted',
    subject: `user:${userId}`,
    ip,
  });
  return { success: true as const, status: 'pending' as VerificationStatus };
}

/** Opens a session with the provider for submitted documents; the player's browser goes to its step. */
export async function startVerification(ctx: VerificationContext, userId: number, lang: string) {
  if (!ctx.provider) throw unavailableError();
  const row = await findVerification(ctx.database, userId);
  if (row?.status !== 'pending') {
    throw new AppError('CONFLICT', 'Submit your documents first', { errorCode: 'not_submitted' });
  }
  const sessionId = `kyc_${randomBytes(16).toString('hex')}`;
  await insertSession(ctx.database, { publicId: sessionId, userId, provider: ctx.provider.name, lang });
  const { redirectUrl } = await ctx.provider.startSession({ sessionId, lang });
  return { session_id: sessionId, redirect_url: redirectUrl };
}

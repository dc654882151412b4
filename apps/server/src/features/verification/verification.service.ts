// The public module of verification: what other features (payments' withdrawals) and tests may use.
import type { VerificationStatus } from '@fairline/shared/wire/verification';
import type { Database } from '../../infra/db';
import { findVerification, listDocuments } from './verification.repository';
import { verificationRequiredError } from './verification-errors';

export type { DocumentStore } from './document-store';
export { createMemoryStore } from './document-store';
export type { VerificationProvider } from './provider';
export type { StaffDecision, VerificationReviewDesk } from './review';

/** A player's verification status (not_started when they never began). */
export async function verificationStatusOf(database: Database, userId: number): Promise<VerificationStatus> {
  return (await findVerification(database, userId))?.status ?? 'not_started';
}

/** Refuses (403 verification_required) a money action that needs a verified identity. */
export async function assertVerified(database: Database, userId: number): Promise<void> {
  if ((await verificationStatusOf(database, userId)) !== 'verified') throw verificationRequiredError();
}

/** The back office's view of a player's verification: status, decision and the documents' metadata. */
export async function verificationSummaryOf(database: Database, userId: number) {
  const [found, documents] = await Promise.all([findVerification(database, userId), listDocuments(database, userId)]);
  return {
    status: found?.status ?? 'not_started',
    reason: found?.reason ?? null,
    decided_at: found?.decided_at ? new Date(found.decided_at).toISOString() : null,
    documents: documents.map((d) => ({
      id: d.public_id,
      doc_type: d.doc_type,
      mime: d.mime,
      size_bytes: d.size,
      uploaded_at: new Date(d.created_at).toISOString(),
    })),
  };
}

// The public module of verification: what other features (payments' withdrawals) and tests may use.
import type { VerificationStatus } from '@fairline/shared/wire/verification';
import type { Database } from '../../infra/db';
import { findVerification } from './verification.repository';
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

// Wire payloads of the back office's verification queue (issue 24 §2 Compliance,
// docs/decisions/0050-backoffice-verification.md). A verification is addressed by its player's id:
// each player has one (ADR 0029); a rejected player's new submission is the same one, pending again.
import { z } from 'zod';
import { paging, sortDirection } from './backoffice';
import { PlayerActionLimits } from './backoffice-players';
import { DOCUMENT_MIME_TYPES, DOCUMENT_TYPES, REJECTION_REASONS, VERIFICATION_STATUSES } from './verification';

/** Columns the verification queue sorts by (ADR 0051). */
export const VERIFICATION_SORTS = ['user_id', 'email', 'country', 'submitted_at', 'decided_at'] as const;
/** GET /admin-api/verification: pending submissions by default, oldest first unless `sort` says otherwise. */
export const verificationQueueQuery = paging.extend({
  status: z.enum(VERIFICATION_STATUSES).default('pending'),
  sort: z.enum(VERIFICATION_SORTS).optional(),
  dir: sortDirection.optional(),
});
export type VerificationQueueQuery = z.infer<typeof verificationQueueQuery>;

const person = {
  user_id: z.number().int(),
  email: z.string().nullable(),
  country: z.string(),
  brand: z.string(),
  /** The name the player typed as printed on the document. */
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  status: z.enum(VERIFICATION_STATUSES),
  reason: z.enum(REJECTION_REASONS).nullable(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** A provider's hosted check is open for this submission: its decision and a staff one race, the first wins. */
  provider_session_open: z.boolean(),
};

export const verificationQueueItem = z.object({ ...person, document_types: z.array(z.enum(DOCUMENT_TYPES)) });
export type VerificationQueueItem = z.infer<typeof verificationQueueItem>;
export const verificationQueueAnswer = z.object({ items: z.array(verificationQueueItem), total: z.number().int() });
export type VerificationQueueAnswer = z.infer<typeof verificationQueueAnswer>;

export const reviewDocument = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  mime: z.enum(DOCUMENT_MIME_TYPES),
  size: z.number().int(),
  uploaded_at: z.string(),
});
export type ReviewDocument = z.infer<typeof reviewDocument>;

/** GET /admin-api/verification/:id: the submission, the typed identity data and the documents' metadata. */
export const verificationReview = z.object({
  ...person,
  birth_date: z.string().nullable(),
  document_number: z.string().nullable(),
  documents: z.array(reviewDocument),
});
export type VerificationReview = z.infer<typeof verificationReview>;

export const verificationDocumentParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
  docId: z.string().regex(/^doc_[0-9a-f]{32}$/),
});

/** POST /admin-api/verification/:id/approve: the note says what was checked (kept in the audit). */
export const verificationApproveRequest = z.object({
  note: z.string().trim().max(PlayerActionLimits.reasonMax).default(''),
});
/** POST /admin-api/verification/:id/reject: the reason the player is told (translated), and the staff note. */
export const verificationRejectRequest = z.object({
  reason: z.enum(REJECTION_REASONS),
  note: z.string().trim().min(PlayerActionLimits.reasonMin).max(PlayerActionLimits.reasonMax),
});
export type VerificationRejectRequest = z.infer<typeof verificationRejectRequest>;

export const verificationDecisionAnswer = z.object({
  user_id: z.number().int(),
  status: z.enum(['verified', 'rejected']),
  reason: z.enum(REJECTION_REASONS).nullable(),
});
export type VerificationDecisionAnswer = z.infer<typeof verificationDecisionAnswer>;

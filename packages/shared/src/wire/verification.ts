// Wire payloads of identification and verification (KYC): the office's identification calls, the
// verification service's documents, upload, verify and face check, and the verification provider's
// signed callback. docs/decisions/0029-verification.md
import { z } from 'zod';

/** not_started → pending (submitted, with the provider) → verified | rejected (with a reason). */
export const VERIFICATION_STATUSES = ['not_started', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const verificationStatus = z.enum(VERIFICATION_STATUSES);

/** The documents a player may upload; which ones a brand requires is configured per country. */
export const DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence', 'proof_of_address', 'selfie'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const documentType = z.enum(DOCUMENT_TYPES);

/** Why a verification was refused: the provider's reasons, and ours (under age, from the document's date of birth). */
export const REJECTION_REASONS = [
  'document_unreadable',
  'document_expired',
  'data_mismatch',
  'face_mismatch',
  'underage',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
export const rejectionReason = z.enum(REJECTION_REASONS);

/** Content types accepted, recognised by the file's first bytes (never its name). */
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

/** Upload limits, the same for the form's hints and the server's checks. */
export const DocumentLimits = { maxFileBytes: 5 * 1024 * 1024, maxFilesPerRequest: 2, maxDocuments: 20 } as const;

/** One required group: any one of its types satisfies it (e.g. a passport or an ID card). */
export const requiredDocument = z.object({
  group: z.string().describe('identity, address or selfie'),
  types: z.array(documentType).min(1),
});
export type RequiredDocument = z.infer<typeof requiredDocument>;

/** A stored document as its owner sees it (the file itself: GET …/BackOffice/documents/{id}/file). */
export const documentItem = z.object({
  id: z.string(),
  type: documentType,
  mime: z.enum(DOCUMENT_MIME_TYPES),
  size: z.number().int(),
  uploaded_at: z.string(),
});
export type DocumentItem = z.infer<typeof documentItem>;

const NAME = z.string().trim().min(1).max(100);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The identity data the player types (as printed on the document); the provider reads it back from the document. */
export const identificationFields = z.object({
  first_name: NAME,
  last_name: NAME,
  birth_date: z.string().regex(ISO_DATE, 'YYYY-MM-DD').describe('Date of birth as on the document'),
  document_number: z
    .string()
    .trim()
    .regex(/^[\p{L}\p{N} -]{3,30}$/u, 'letters, digits, spaces and dashes, 3–30'),
});
export type IdentificationFields = z.infer<typeof identificationFields>;

/** GET /web-api/api/internal/office/identification/config answer: everything the Verification page shows. */
export const identificationConfigAnswer = z.object({
  data: z.object({
    status: verificationStatus,
    reason: rejectionReason.nullable(),
    flow_type: z.literal('documents'),
    provider: z.string().nullable().describe('The verification provider; null when none is enabled'),
    min_age: z.number().int(),
    required_documents: z.array(requiredDocument),
    face_check: z.boolean().describe('Whether a selfie is compared with the identity document'),
    accepted_types: z.array(z.enum(DOCUMENT_MIME_TYPES)),
    max_file_bytes: z.number().int(),
    fields: identificationFields.partial().nullable(),
    documents: z.array(documentItem),
    can_submit: z.boolean().describe('Every required group has a document and the fields are filled'),
  }),
});
export type IdentificationConfigAnswer = z.infer<typeof identificationConfigAnswer>;

/** GET /web-api/api/internal/office/identification/fail answer: the last refusal, if the player's status is rejected. */
export const identificationFailAnswer = z.object({
  data: z.object({
    failed: z.boolean(),
    reason: rejectionReason.nullable(),
    failed_at: z.string().nullable(),
  }),
});
export type IdentificationFailAnswer = z.infer<typeof identificationFailAnswer>;

/** POST /web-api/api/internal/office/identification/data (multipart): the fields, and files as `docFiles` with `doc_type`. */
export const identificationDataForm = identificationFields.extend({
  doc_type: documentType.optional().describe('The type of the files sent as docFiles'),
});
export type IdentificationDataForm = z.input<typeof identificationDataForm>;

/** POST /web-api/api/v1/BackOffice/upload (multipart): one `file` of `type`. */
export const documentUploadForm = z.object({ type: documentType });

/** The answer of an upload: the documents stored by it. */
export const documentsAnswer = z.object({ documents: z.array(documentItem) });
export type DocumentsAnswer = z.infer<typeof documentsAnswer>;

export const documentIdParams = z.object({ id: z.string().regex(/^doc_[0-9a-f]{32}$/) });

/** POST /web-api/officeapi/saverequireddocuments answer: the documents are submitted for review. */
export const saveRequiredDocumentsAnswer = z.object({ success: z.literal(true), status: verificationStatus });

/** POST /web-api/api/v1/BackOffice/verify body and answer: the provider's hosted step to go through. */
export const verifyRequest = z.object({
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default('ru')
    .describe('Language of the office page the player returns to'),
});
export const verifyAnswer = z.object({
  session_id: z.string(),
  redirect_url: z.string().describe('The verification provider’s hosted step'),
});
export type VerifyAnswer = z.infer<typeof verifyAnswer>;

/** POST /web-api/api/v1/FaceId/verify (multipart `file`: a selfie) answer; a matching selfie is kept as `document`. */
export const faceCheckAnswer = z.object({ match: z.boolean(), document: documentItem.optional() });
export type FaceCheckAnswer = z.infer<typeof faceCheckAnswer>;

/** The sandbox provider's callback body (signed with x-kyc-timestamp and x-kyc-signature). */
export const kycCallbackBody = z.object({
  event_id: z.string().regex(/^[\w-]{8,80}$/),
  session_id: z.string().regex(/^kyc_[0-9a-f]{32}$/),
  result: z.enum(['approved', 'rejected']),
  reason: rejectionReason.optional(),
  document_birth_date: z.string().regex(ISO_DATE).optional().describe('Date of birth read from the document'),
});
export type KycCallbackBody = z.infer<typeof kycCallbackBody>;

export const kycCallbackAnswer = z.object({ session_id: z.string(), status: verificationStatus });

/** The sandbox hosted step's form. */
export const kycSandboxForm = z.object({
  decision: z.enum(['approve', 'reject']),
  birth_date: z.string().regex(ISO_DATE).optional(),
  reason: rejectionReason.optional(),
});

export const kycSessionParams = z.object({ id: z.string().regex(/^kyc_[0-9a-f]{32}$/) });
export const kycSandboxPage = z.string().describe('The sandbox provider’s hosted step (HTML)');

import { createHash, randomBytes } from 'node:crypto';
import { type DocumentItem, DocumentLimits, type DocumentType } from '@fairline/shared/wire/verification';
import { AppError, notFound } from '../../errors';
import { audit } from '../../infra/audit';
import { hitRateLimit } from '../../infra/rate-limit';
import { cleanDocument } from './document-content';
import { newStorageKey } from './document-store';
import {
  type DocumentRow,
  findOwnDocument,
  findVerification,
  insertDocument,
  listDocuments,
} from './verification.repository';
import type { VerificationContext } from './verification-context';
import { fieldError, lockedError, unavailableError } from './verification-errors';

const IDENTITY_TYPES: ReadonlySet<string> = new Set(['passport', 'id_card', 'driving_licence']);
/** Upload attempts per player and hour, refused ones included: each one is parsed, cleaned and maybe face-checked. */
export const UPLOAD_ATTEMPTS = { limit: 30, windowMs: 3_600_000 } as const;

/** A document as its owner sees it. */
export const documentItemOf = (row: DocumentRow): DocumentItem => ({
  id: row.public_id,
  type: row.doc_type as DocumentItem['type'],
  mime: row.mime as DocumentItem['mime'],
  size: row.size,
  uploaded_at: new Date(row.created_at).toISOString(),
});

export async function ownDocuments(ctx: VerificationContext, userId: number): Promise<DocumentItem[]> {
  return (await listDocuments(ctx.database, userId)).map(documentItemOf);
}

/** Documents may be added until they are submitted, and again after a refusal. */
export async function assertDocumentsOpen(ctx: VerificationContext, userId: number) {
  const status = (await findVerification(ctx.database, userId))?.status ?? 'not_started';
  if (status === 'pending' || status === 'verified') throw lockedError();
}

/**
 * A selfie is kept only when the provider's face check finds the person of the player's latest
 * identity document in it; the identity document must therefore come first.
 */
async function checkSelfie(ctx: VerificationContext, userId: number, selfie: { mime: string; bytes: Buffer }) {
  if (!ctx.provider) throw unavailableError();
  const identity = (await listDocuments(ctx.database, userId)).filter((d) => IDENTITY_TYPES.has(d.doc_type)).at(-1);
  if (!identity) throw fieldError('type', 'identity_first', 'Upload your identity document before the selfie');
  const bytes = await ctx.store.get(identity.storage_key);
  if (!bytes) throw notFound('Identity document');
  const { match } = await ctx.provider.checkFace(selfie, { mime: identity.mime, bytes });
  return match;
}

/**
 * Stores uploaded files of one type for their owner: every file is checked by content and cleaned
 * first (one bad file stores none), then written under a server-made key and recorded. A selfie that
 * fails the face check is refused (422-like 400, `face_mismatch`) and not kept.
 */
export async function storeDocuments(
  ctx: VerificationContext,
  userId: number,
  type: DocumentType,
  files: readonly Buffer[],
  ip?: string,
): Promise<DocumentItem[]> {
  if (files.length === 0) throw fieldError('file', 'file_required', 'Choose a file to upload');
  await assertDocumentsOpen(ctx, userId);
  if (!(await hitRateLimit(ctx.database, { bucket: 'kyc-upload', key: String(userId), ...UPLOAD_ATTEMPTS }))) {
    throw new AppError('RATE_LIMITED', 'Too many uploads: try again in an hour', { errorCode: 'too_many_uploads' });
  }
  const cleaned = files.map(cleanDocument);
  if (type === 'selfie') {
    for (const file of cleaned) {
      if (!(await checkSelfie(ctx, userId, file))) {
        throw fieldError('file', 'face_mismatch', 'The selfie does not match your identity document');
      }
    }
  }
  const stored: DocumentItem[] = [];
  for (const file of cleaned) {
    const storageKey = newStorageKey();
    await ctx.store.put(storageKey, file.bytes);
    const row = await insertDocument(
      ctx.database,
      {
        publicId: `doc_${randomBytes(16).toString('hex')}`,
        userId,
        type,
        mime: file.mime,
        size: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        storageKey,
      },
      DocumentLimits.maxDocuments,
    );
    if (!row) {
      await ctx.store.delete(storageKey);
      throw new AppError('CONFLICT', `At most ${DocumentLimits.maxDocuments} documents per player`, {
        errorCode: 'too_many_documents',
      });
    }
    stored.push(documentItemOf(row));
  }
  await audit(ctx.database, {
    actor: `user:${userId}`,
    action: 'verification.documents.uploaded',
    subject: `user:${userId}`,
    ip,
    details: { type, documents: stored.map((d) => d.id) },
  });
  return stored;
}

/** The file of a document, for its owner only: another player's document id is not found (no hint it exists). */
export async function readOwnDocument(ctx: VerificationContext, userId: number, publicId: string) {
  const row = await findOwnDocument(ctx.database, userId, publicId);
  const bytes = row && (await ctx.store.get(row.storage_key));
  if (!row || !bytes) throw notFound('Document');
  return { mime: row.mime, bytes };
}

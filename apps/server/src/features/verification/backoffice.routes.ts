import {
  documentIdParams,
  documentsAnswer,
  documentUploadForm,
  faceCheckAnswer,
  verifyAnswer,
  verifyRequest,
} from '@fairline/shared/wire/verification';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { requireUser, userOf } from '../auth/auth.service';
import { ownDocuments, readOwnDocument, storeDocuments } from './documents.service';
import { startVerification } from './identification.service';
import type { acceptMultipart } from './multipart';
import type { VerificationContext } from './verification-context';
import { fieldError } from './verification-errors';

type Uploads = ReturnType<typeof acceptMultipart>;

const fileAnswer = {
  content: {
    'image/jpeg': { schema: z.string().describe('The stored JPEG (metadata stripped)') },
    'image/png': { schema: z.string().describe('The stored PNG (metadata stripped)') },
    'application/pdf': { schema: z.string().describe('The stored PDF') },
  },
};

/** The verification service's calls (spec: /api/v1/BackOffice/documents, upload, verify; /api/v1/FaceId/verify). */
export function backOfficeRoutes(app: FastifyInstance, ctx: VerificationContext, uploads: Uploads) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser;
  const oneFile = (req: Parameters<Uploads['filesOf']>[0]) => {
    const files = uploads.filesOf(req);
    if (files.length !== 1) throw fieldError('file', 'file_required', 'Send exactly one file');
    return files.map((f) => f.bytes);
  };

  r.get(
    '/web-api/api/v1/BackOffice/documents',
    {
      preHandler,
      schema: { tags: ['verification'], summary: 'The player’s own documents', response: { 200: documentsAnswer } },
    },
    async (req) => ({ documents: await ownDocuments(ctx, userOf(req).id) }),
  );

  // Untyped like the dictionary files: the stored bytes are sent as they are (a Buffer is never
  // re-serialised); the schema still validates the id and documents the answer.
  app.get<{ Params: { id: string } }>(
    '/web-api/api/v1/BackOffice/documents/:id/file',
    {
      preHandler,
      schema: {
        tags: ['verification'],
        summary: 'The file of one of the player’s own documents (404 for anyone else’s)',
        params: documentIdParams,
        response: { 200: fileAnswer },
      },
    },
    async (req, reply) => {
      const file = await readOwnDocument(ctx, userOf(req).id, req.params.id);
      // Downloaded, never rendered in our origin (nosniff is on every answer), never cached on the way.
      reply.type(file.mime).header('cache-control', 'private, no-store').header('content-disposition', 'attachment');
      return reply.send(file.bytes);
    },
  );

  r.post(
    '/web-api/api/v1/BackOffice/upload',
    {
      preHandler,
      schema: {
        tags: ['verification'],
        summary: 'Upload one document file (multipart/form-data: type, file)',
        description:
          'JPEG, PNG or PDF recognised by content (400 unsupported_type), at most 5 MB (413 file_too_large); ' +
          'image metadata is stripped before storing. A selfie must match the identity document (400 face_mismatch).',
        consumes: ['multipart/form-data'],
        body: documentUploadForm,
        response: { 200: documentsAnswer },
      },
    },
    async (req) => ({ documents: await storeDocuments(ctx, userOf(req).id, req.body.type, oneFile(req), req.ip) }),
  );

  r.post(
    '/web-api/api/v1/FaceId/verify',
    {
      preHandler,
      schema: {
        tags: ['verification'],
        summary: 'Face check: a selfie (multipart file) compared with the identity document by the provider',
        description: 'A matching selfie is kept as the selfie document; one that does not match answers match: false.',
        consumes: ['multipart/form-data'],
        body: z.object({}),
        response: { 200: faceCheckAnswer },
      },
    },
    async (req) => {
      try {
        const [document] = await storeDocuments(ctx, userOf(req).id, 'selfie', oneFile(req), req.ip);
        return { match: true, document };
      } catch (error) {
        if (error instanceof AppError && error.errorCode === 'face_mismatch') return { match: false };
        throw error;
      }
    },
  );

  r.post(
    '/web-api/api/v1/BackOffice/verify',
    {
      preHandler,
      schema: {
        tags: ['verification'],
        summary: 'Start the provider’s check of submitted documents; the browser then goes to redirect_url',
        description: '409 not_submitted before saverequireddocuments; 503 verification_unavailable without a provider.',
        body: verifyRequest,
        response: { 200: verifyAnswer },
      },
    },
    async (req) => startVerification(ctx, userOf(req).id, req.body.lang),
  );
}

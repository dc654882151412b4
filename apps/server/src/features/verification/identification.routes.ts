import {
  identificationConfigAnswer,
  identificationDataForm,
  identificationFailAnswer,
  saveRequiredDocumentsAnswer,
} from '@fairline/shared/wire/verification';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../auth/auth.service';
import { storeDocuments } from './documents.service';
import {
  identificationFailure,
  identificationState,
  saveIdentificationFields,
  submitRequiredDocuments,
} from './identification.service';
import type { acceptMultipart } from './multipart';
import type { VerificationContext } from './verification-context';
import { fieldError } from './verification-errors';

type Uploads = ReturnType<typeof acceptMultipart>;

/** The office's identification calls (spec: /api/internal/office/identification/*, /officeapi/saverequireddocuments). */
export function identificationRoutes(app: FastifyInstance, ctx: VerificationContext, uploads: Uploads) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser;

  r.get(
    '/web-api/api/internal/office/identification/config',
    {
      preHandler,
      schema: {
        tags: ['verification'],
        summary: 'The player’s verification: status, required documents, uploaded documents, identity data',
        response: { 200: identificationConfigAnswer },
      },
    },
    async (req) => ({ data: await identificationState(ctx, userOf(req).id) }),
  );

  r.get(
    '/web-api/api/internal/office/identification/fail',
    {
      preHandler,
      schema: {
        tags: ['verification'],
        summary: 'Why the last verification was refused (failed: false unless the status is rejected)',
        response: { 200: identificationFailAnswer },
      },
    },
    async (req) => ({ data: await identificationFailure(ctx, userOf(req).id) }),
  );

  r.post(
    '/web-api/api/internal/office/identification/data',
    {
      preHandler,
      schema: {
        tags: ['verification'],
        summary: 'Save the identity data and upload document files (multipart/form-data)',
        description:
          'Fields first_name, last_name, birth_date (YYYY-MM-DD), document_number; files as docFiles (at most 2, ' +
          '5 MB each, JPEG, PNG or PDF by content) of the type doc_type. Refused (409 verification_locked) while ' +
          'the documents are under review or verified.',
        consumes: ['multipart/form-data'],
        body: identificationDataForm,
        response: { 200: identificationConfigAnswer },
      },
    },
    async (req) => {
      const userId = userOf(req).id;
      const { doc_type, ...fields } = req.body;
      const files = uploads.filesOf(req).map((f) => f.bytes);
      if (files.length > 0 && !doc_type) throw fieldError('doc_type', 'doc_type_required', 'Say what the files are');
      await saveIdentificationFields(ctx, userId, fields);
      if (doc_type && files.length > 0) await storeDocuments(ctx, userId, doc_type, files, req.ip);
      return { data: await identificationState(ctx, userId) };
    },
  );

  r.post(
    '/web-api/officeapi/saverequireddocuments',
    {
      preHandler,
      schema: {
        tags: ['verification'],
        summary: 'Submit the uploaded documents for review (status → pending)',
        description:
          '400 missing_fields, missing_documents (validation_errors name the groups) or underage (the date of ' +
          'birth typed from the document is below the country’s minimum age, at least 18); 409 verification_locked.',
        response: { 200: saveRequiredDocumentsAnswer },
      },
    },
    async (req) => submitRequiredDocuments(ctx, userOf(req).id, req.ip),
  );
}

// The compliance desk's verification queue (issue 24 §2, ADR 0050): the queue of submissions, one
// player's documents, each file streamed through this authenticated and audited route, and approve /
// reject through the verification feature's own review functions (status, provider session, inbox).
import { BackofficeLimits, csvAnswer, idParams } from '@fairline/shared/wire/backoffice';
import {
  verificationApproveRequest,
  verificationDecisionAnswer,
  verificationDocumentParams,
  verificationQueueAnswer,
  verificationQueueQuery,
  verificationRejectRequest,
  verificationReview,
} from '@fairline/shared/wire/backoffice-verification';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { StaffDecision } from '../verification/verification.service';
import { appendAudit } from './audit.repository';
import type { BackofficeContext } from './backoffice-context';
import { toCsv } from './csv';
import { ADMIN_API, actorOf, staffOf } from './staff-guard';

const TAGS = ['backoffice'];
const config = { staffPermission: 'verification.review' } as const;
/** A document is shown in the staff app, never run: no scripts, no plugins, no forms, nothing fetched. */
export const DOCUMENT_CSP = "default-src 'none'; img-src 'self'; sandbox";
const QUEUE_CSV = [
  'user_id',
  'email',
  'country',
  'brand',
  'first_name',
  'last_name',
  'status',
  'reason',
  'submitted_at',
  'decided_at',
  'document_types',
  'provider_session_open',
] as const;

const fileAnswer = {
  content: {
    'image/jpeg': { schema: z.string().describe('The stored JPEG') },
    'image/png': { schema: z.string().describe('The stored PNG') },
    'application/pdf': { schema: z.string().describe('The stored PDF') },
  },
};

export function verificationDeskRoutes({ r, app, database }: BackofficeContext) {
  const desk = () => {
    const found = app.verificationReview;
    if (!found)
      throw new AppError('UNAVAILABLE', 'Verification is not running', { errorCode: 'verification_unavailable' });
    return found;
  };

  r.get(
    `${ADMIN_API}/verification`,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Verifications in one status (pending: the queue), oldest submission first',
        querystring: verificationQueueQuery,
        response: { 200: verificationQueueAnswer },
      },
    },
    async (req) => desk().queue(req.query),
  );

  r.get(
    `${ADMIN_API}/verification.csv`,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'The same list as CSV',
        querystring: verificationQueueQuery,
        response: { 200: csvAnswer },
      },
    },
    async (req, reply) => {
      const page = await desk().queue({ ...req.query, offset: 0, limit: BackofficeLimits.csvRowsMax });
      await appendAudit(database, actorOf(req), {
        action: 'verification.exported',
        after: { status: req.query.status, rows: page.items.length },
      });
      const rows = page.items.map((item) => ({ ...item, document_types: item.document_types.join(' ') }));
      reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="verification.csv"');
      return toCsv(QUEUE_CSV, rows);
    },
  );

  r.get(
    `${ADMIN_API}/verification/:id`,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'A player’s verification: identity data as typed, status and the documents’ metadata',
        params: idParams,
        response: { 200: verificationReview },
      },
    },
    async (req) => {
      const review = await desk().review(req.params.id);
      await appendAudit(database, actorOf(req), { action: 'verification.viewed', subject: `user:${req.params.id}` });
      return review;
    },
  );

  // Untyped like the player's own file route: the stored bytes go out as they are.
  app.get<{ Params: z.infer<typeof verificationDocumentParams> }>(
    `${ADMIN_API}/verification/:id/documents/:docId`,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'The file of one of the player’s documents, shown inline in the staff app; every view is audited',
        params: verificationDocumentParams,
        response: { 200: fileAnswer },
      },
    },
    async (req, reply: FastifyReply) => {
      const file = await desk().documentFile(req.params.id, req.params.docId);
      await appendAudit(database, actorOf(req), {
        action: 'verification.document_viewed',
        subject: `user:${req.params.id}`,
        after: { document: req.params.docId, type: file.type, mime: file.mime, size: file.size },
      });
      reply
        .type(file.mime)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header('content-security-policy', DOCUMENT_CSP);
      return reply.send(file.bytes);
    },
  );

  const decide = async (req: FastifyRequest & { params: { id: number } }, decision: StaffDecision, note: string) => {
    const staff = staffOf(req);
    const done = await desk().decide(req.params.id, decision, `staff:${staff.id}`);
    await appendAudit(database, actorOf(req, note || null), {
      action: `verification.${decision.result === 'approved' ? 'approved' : 'rejected'}`,
      subject: `user:${req.params.id}`,
      before: { status: done.before },
      after: { status: done.status, reason: done.reason },
    });
    return { user_id: done.user_id, status: done.status, reason: done.reason };
  };

  r.post(
    `${ADMIN_API}/verification/:id/approve`,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Approve a pending verification: the player is verified (withdrawals open) and told in the inbox',
        description:
          'The age rule still applies to the typed date of birth (an under-age player ends rejected / underage). ' +
          '409 already_decided when it is not pending (not_submitted when never submitted).',
        params: idParams,
        body: verificationApproveRequest,
        response: { 200: verificationDecisionAnswer },
      },
    },
    async (req) => decide(req, { result: 'approved' }, req.body.note),
  );

  r.post(
    `${ADMIN_API}/verification/:id/reject`,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Reject a pending verification with a reason the player is told; they may correct and submit again',
        description: '409 already_decided when it is not pending. The note stays in the staff audit.',
        params: idParams,
        body: verificationRejectRequest,
        response: { 200: verificationDecisionAnswer },
      },
    },
    async (req) => decide(req, { result: 'rejected', reason: req.body.reason }, req.body.note),
  );
}

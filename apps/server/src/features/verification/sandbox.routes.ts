import { randomBytes } from 'node:crypto';
import {
  type KycCallbackBody,
  kycSandboxForm,
  kycSandboxPage,
  kycSessionParams,
} from '@fairline/shared/wire/verification';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { signPayload } from '../../infra/signed-callback';
import { renderKycDone, renderKycStep } from './sandbox-page';
import {
  KYC_SANDBOX_CALLBACK_PATH,
  KYC_SANDBOX_PROVIDER,
  KYC_SIGNATURE_HEADER,
  KYC_TIMESTAMP_HEADER,
} from './sandbox-provider';
import { findPlayerSite, findSession, findVerification, listDocuments } from './verification.repository';
import type { VerificationContext } from './verification-context';

const HTML = 'text/html; charset=utf-8';
const htmlAnswer = { content: { 'text/html': { schema: kycSandboxPage } } };

/** The office page the provider's step sends the player back to. */
export const verificationReturnUrl = (lang: string, outcome: string) =>
  `/${lang}/office/verification?verification=${encodeURIComponent(outcome)}`;

/**
 * The sandbox provider's hosted step, served here so the whole flow runs offline. It plays the
 * provider: the reviewer's decision is sent to the operator's callback exactly as a real provider
 * would send it (signed over the raw body), then the browser goes back to the office.
 */
export function kycSandboxRoutes(scope: FastifyInstance, ctx: VerificationContext, secret: string) {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2048 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const r = scope.withTypeProvider<ZodTypeProvider>();

  const sessionOf = async (id: string) => {
    const session = await findSession(ctx.database, id);
    if (session?.provider !== KYC_SANDBOX_PROVIDER) throw notFound('Verification session');
    const site = await findPlayerSite(ctx.database, session.user_id);
    return { session, merchant: site?.name ?? 'Fairline' };
  };

  const deliver = async (body: KycCallbackBody) => {
    const rawBody = JSON.stringify(body);
    const timestamp = String(Math.floor(ctx.now().getTime() / 1000));
    const answer = await scope.inject({
      method: 'POST',
      url: KYC_SANDBOX_CALLBACK_PATH,
      headers: {
        'content-type': 'application/json',
        [KYC_TIMESTAMP_HEADER]: timestamp,
        [KYC_SIGNATURE_HEADER]: signPayload(secret, timestamp, rawBody),
      },
      payload: rawBody,
    });
    return answer.statusCode === 200 ? answer.json<{ status: string }>().status : 'error';
  };

  r.get(
    '/verification/sandbox/session/:id',
    {
      schema: {
        tags: ['verification'],
        summary: 'Sandbox verification provider’s hosted step (the reviewer’s approve / reject page)',
        params: kycSessionParams,
        response: { 200: htmlAnswer },
      },
    },
    async (req, reply) => {
      const { session, merchant } = await sessionOf(req.params.id);
      reply.type(HTML).header('cache-control', 'no-store');
      if (session.status !== 'open') {
        return renderKycDone(merchant, session.return_lang, verificationReturnUrl(session.return_lang, session.status));
      }
      const [row, documents] = await Promise.all([
        findVerification(ctx.database, session.user_id),
        listDocuments(ctx.database, session.user_id),
      ]);
      return renderKycStep({
        sessionId: req.params.id,
        merchant,
        lang: session.return_lang,
        documents: documents.map((d) => d.doc_type),
        birthDate: row?.birth_date ?? '',
      });
    },
  );

  r.post(
    '/verification/sandbox/session/:id',
    {
      // The provider's own form: it cannot send our CSRF header, and acts on the session's capability id.
      config: { csrf: false },
      schema: {
        tags: ['verification'],
        summary: 'The sandbox reviewer’s decision: sent to the operator as a signed callback',
        params: kycSessionParams,
        body: kycSandboxForm,
        response: { 303: z.undefined() },
      },
    },
    async (req, reply) => {
      const { session } = await sessionOf(req.params.id);
      if (session.status !== 'open') {
        return reply.redirect(verificationReturnUrl(session.return_lang, session.status), 303);
      }
      const approve = req.body.decision === 'approve';
      const status = await deliver({
        event_id: `evt_${randomBytes(12).toString('hex')}`,
        session_id: req.params.id,
        result: approve ? 'approved' : 'rejected',
        ...(approve && req.body.birth_date ? { document_birth_date: req.body.birth_date } : {}),
        ...(!approve ? { reason: req.body.reason ?? 'document_unreadable' } : {}),
      });
      return reply.redirect(verificationReturnUrl(session.return_lang, status), 303);
    },
  );
}

import { kycCallbackBody } from '@fairline/shared/wire/verification';
import { AppError } from '../../errors';
import { decisionHash, isValidSignature } from '../../infra/signed-callback';
import type { VerificationCallbackRequest, VerificationOutcome, VerificationProvider } from './provider';

export const KYC_SANDBOX_PROVIDER = 'sandbox';
export const KYC_SANDBOX_CALLBACK_PATH = '/web-api/verification/sandbox/callback';
export const kycSandboxStepPath = (sessionId: string) =>
  `/verification/sandbox/session/${encodeURIComponent(sessionId)}`;
export const KYC_SIGNATURE_HEADER = 'x-kyc-signature';
export const KYC_TIMESTAMP_HEADER = 'x-kyc-timestamp';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The shipped verification provider: a hosted step on this server where the tester plays the
 * provider's reviewer, HMAC-signed callbacks, and a face check that refuses a "selfie" that is the
 * document itself (the one thing a sandbox can honestly tell without a face model).
 */
export function createSandboxVerificationProvider(secret: string): VerificationProvider {
  return {
    name: KYC_SANDBOX_PROVIDER,
    async startSession(order) {
      return { redirectUrl: kycSandboxStepPath(order.sessionId) };
    },
    verifyCallback(req: VerificationCallbackRequest): VerificationOutcome {
      const signed = {
        rawBody: req.rawBody,
        signature: header(req.headers[KYC_SIGNATURE_HEADER]),
        timestamp: header(req.headers[KYC_TIMESTAMP_HEADER]),
      };
      if (!isValidSignature(secret, signed, req.now)) throw new AppError('UNAUTHORIZED', 'Invalid callback signature');
      const parsed = kycCallbackBody.safeParse(parseJson(req.rawBody));
      if (!parsed.success) throw new AppError('VALIDATION', 'Invalid callback body');
      const body = parsed.data;
      const reason = body.result === 'rejected' ? (body.reason ?? 'document_unreadable') : null;
      const birth = body.document_birth_date ?? null;
      return {
        eventId: body.event_id,
        sessionId: body.session_id,
        result: body.result,
        reason,
        documentBirthDate: birth,
        requestHash: decisionHash([body.event_id, body.session_id, body.result, reason, birth]),
      };
    },
    async checkFace(selfie, document) {
      return { match: !selfie.bytes.equals(document.bytes) };
    },
  };
}

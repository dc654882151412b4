import { DocumentLimits } from '@fairline/shared/wire/verification';
import fp from 'fastify-plugin';
import type { Database } from '../../infra/db';
import { deriveSecret } from '../../infra/signed-callback';
import { backOfficeRoutes } from './backoffice.routes';
import { verificationCallbackRoute } from './callback.routes';
import { type DocumentStore, defaultDocumentStore } from './document-store';
import { identificationRoutes } from './identification.routes';
import { acceptMultipart } from './multipart';
import { createReviewDesk } from './review';
import { kycSandboxRoutes } from './sandbox.routes';
import { createSandboxVerificationProvider, KYC_SANDBOX_CALLBACK_PATH } from './sandbox-provider';
import type { VerificationContext } from './verification-context';

export interface VerificationDeps {
  database: Database;
  /**
   * The sandbox providers' secret (env PAYMENTS_SANDBOX_SECRET) when the sandbox providers are on, else
   * null: then no provider is enabled and nothing can be sent for verification. The verification
   * provider signs with a key derived from it for this purpose alone (ADR 0029).
   */
  sandboxSecret: string | null;
  /** The data folder (env DATA_DIR): documents go to `<DATA_DIR>/documents`, or memory beside an in-memory database. */
  dataDir: string;
  /** Another document store (tests; an S3-compatible one in production). */
  store?: DocumentStore;
  now?: () => Date;
}

// Two files of 5 MB and the form's fields.
const UPLOAD_LIMITS = {
  bodyLimit: DocumentLimits.maxFilesPerRequest * DocumentLimits.maxFileBytes + 64 * 1024,
  maxFiles: DocumentLimits.maxFilesPerRequest,
  maxFileBytes: DocumentLimits.maxFileBytes,
  maxFields: 16,
};

/**
 * The verification (KYC) feature: the office's identification calls, the verification service's
 * documents, upload, verify and face check, the providers' signed callbacks and the sandbox provider's
 * hosted step. Withdrawals ask its public module whether a player is verified.
 */
export const verificationPlugin = fp<VerificationDeps>(
  async (app, deps) => {
    const secret = deps.sandboxSecret === null ? null : deriveSecret(deps.sandboxSecret, 'verification-sandbox');
    const provider = secret === null ? null : createSandboxVerificationProvider(secret);
    const ctx: VerificationContext = {
      database: deps.database,
      store: deps.store ?? defaultDocumentStore(deps.dataDir),
      provider,
      now: deps.now ?? (() => new Date()),
    };
    // The back office's verification desk reads and decides through these (ADR 0050).
    app.decorate('verificationReview', createReviewDesk(ctx));
    await app.register(async (scope) => {
      const uploads = acceptMultipart(scope, UPLOAD_LIMITS);
      identificationRoutes(scope, ctx, uploads);
      backOfficeRoutes(scope, ctx, uploads);
    });
    if (!provider || secret === null) return;
    await verificationCallbackRoute(app, ctx, { path: KYC_SANDBOX_CALLBACK_PATH, provider });
    await app.register(async (scope) => kycSandboxRoutes(scope, ctx, secret));
  },
  { name: 'verification' },
);

import type { Database } from '../../infra/db';
import type { DocumentStore } from './document-store';
import type { VerificationProvider } from './provider';

/** What the verification use cases work with. */
export interface VerificationContext {
  database: Database;
  store: DocumentStore;
  /** The enabled provider, or null: then nothing can be sent for verification (503). */
  provider: VerificationProvider | null;
  now: () => Date;
}

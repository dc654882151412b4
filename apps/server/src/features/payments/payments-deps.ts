import type { Database } from '../../infra/db';
import type { AuthPreHandler } from '../auth/auth.service';
import type { PaymentProvider } from './provider';

export interface PaymentsDeps {
  database: Database;
  /**
   * Signs the sandbox provider's callbacks (env PAYMENTS_SANDBOX_SECRET); null when the sandbox
   * provider is off (env PAYMENTS_SANDBOX): then no provider takes deposits or pays withdrawals.
   */
  sandboxSecret: string | null;
  /** Defaults to `requireUser`. */
  auth?: AuthPreHandler;
  /** The clock of limits, windows and callbacks; injectable for tests. */
  now?: () => Date;
  /** How long a started deposit waits for its provider before it expires (ADR 0027); default 30 minutes. */
  depositExpiryMs?: number;
  /** How often due deposits are expired; 0 leaves it to `app.payments.expireDeposits()`. Default 1 minute. */
  expirySweepMs?: number;
  /** Whether the expiry sweep's timer runs here now: on the leader of several instances only (ADR 0020). */
  isLeader?: () => boolean;
}

/** What the payment services work with. */
export interface PaymentsContext {
  database: Database;
  /** The first enabled provider (the card sandbox), or NO_PROVIDER: what says whether payments are on. */
  provider: PaymentProvider;
  /** Every enabled provider by name; a method whose provider is not here is not offered. */
  providers: ReadonlyMap<string, PaymentProvider>;
  now: () => Date;
  /** A deposit still pending this long after it started expires (ADR 0027). */
  depositExpiryMs: number;
}

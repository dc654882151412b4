import type { Database } from '../../infra/db';
import type { AuthPreHandler } from '../auth/auth.service';

export interface WalletDeps {
  database: Database;
  /** Defaults to `requireUser`. */
  auth?: AuthPreHandler;
  /** The clock of archive cut-offs; injectable for tests. */
  now?: () => Date;
}

import { AppError } from '../../errors';

/** SQLSTATEs raised by the ledger and payment functions of migration 0005. */
export const LedgerSqlState = {
  badLegs: 'FL400',
  insufficientFunds: 'FL402',
  notFound: 'FL404',
  conflict: 'FL409',
} as const;

const UNIQUE_VIOLATION = '23505';

function sqlState(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether a database error is the ledger's refusal of an overdraft. */
export function isInsufficientFunds(err: unknown): boolean {
  return err instanceof AppError
    ? err.errorCode === 'insufficient_funds'
    : sqlState(err) === LedgerSqlState.insufficientFunds;
}

/**
 * Turns the ledger's SQLSTATEs into the platform's errors. Bad legs stay a programming error (a 500
 * whose details only reach the log).
 */
export function toLedgerError(err: unknown, what = 'Account'): unknown {
  switch (sqlState(err)) {
    case LedgerSqlState.insufficientFunds:
      return new AppError('BAD_REQUEST', 'There is not enough money on the account', {
        errorCode: 'insufficient_funds',
      });
    case LedgerSqlState.notFound:
      return new AppError('NOT_FOUND', `${what} is not found`);
    case LedgerSqlState.conflict:
    case UNIQUE_VIOLATION:
      return new AppError('CONFLICT', 'This id was already used for another request', {
        errorCode: 'idempotency_conflict',
      });
    default:
      return err;
  }
}

/** Runs one ledger statement and maps its refusals. */
export async function withLedgerErrors<T>(run: () => Promise<T>, what?: string): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw toLedgerError(err, what);
  }
}

// The public module of wallet: the ledger other features move money with, and the accounts they
// move it between. Every balance change goes through postTransaction (or a ledger SQL function).
export { buildAccountsPayload } from './account-record';
export { ensureAccounts, findCashAccount, findCashAccountByCurrency, listOpenAccounts } from './accounts.repository';
export { postTransaction, requestHashOf, systemAccountId } from './ledger.service';
export { withLedgerErrors } from './ledger-errors';
export { accountStatement, type StatementAccount, type StatementLine } from './ledger-statement';

-- The back office's dashboard (docs/decisions/0049-backoffice-dashboard.md) reads a period's activity
-- with range scans, never a walk over whole tables: entries of one system account in a time range
-- (house revenue, casino clearing), bets accepted, payments decided, accounts registered, sessions
-- started and casino transactions, each by time.
create index ledger_entries_account_time on ledger_entries (account_id, created_at);
create index bets_created on bets (created_at);
create index payments_settled on payments (kind, status, settled_at) where settled_at is not null;
create index users_created on users (created_at);
create index sessions_created on sessions (created_at);
create index casino_transactions_created on casino_transactions (created_at);

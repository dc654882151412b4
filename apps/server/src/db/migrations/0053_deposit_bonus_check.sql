-- A credited deposit's bonus decision (issue 22, ADR 0039 "Exactly once"): the callback that credits a
-- deposit then asks the bonus engine for its welcome or reload bonus; when that step fails after the
-- deposit committed (a crash, a lost connection), nothing asked again and the bonus was lost. Now the
-- decision is marked on the deposit, and the leader's payments sweep asks again for credited deposits
-- left undecided. Deposits credited before this migration count as decided.
alter table payments add column bonus_checked_at timestamptz;
update payments set bonus_checked_at = coalesce(settled_at, updated_at) where kind = 'deposit' and status = 'credited';
create index payments_bonus_unchecked on payments (settled_at)
  where kind = 'deposit' and status = 'credited' and bonus_checked_at is null;

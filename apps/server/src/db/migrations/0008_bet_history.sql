-- Bet history of the office: "clear from view" hides a settled bet from the player's list and
-- changes nothing else. The bet, its legs, settlements and ledger entries stay as they were, so
-- every total (and the 12-month record of security-and-responsible-gambling.md) still counts it.
create table bet_history_hidden (
  bet_id bigint primary key references bets(id),
  hidden_at timestamptz not null default now()
);


-- The back office's marketing desk (docs/decisions/0056-backoffice-marketing.md): staff create, schedule
-- and stop bonus campaigns. A stopped campaign is disabled (is_enabled = false: no deposit, promo code or
-- staff grant reads it any more) and keeps when it was stopped; the bonuses it granted are untouched.
alter table bonus_campaigns
  add column stopped_at timestamptz,
  -- The staff member who created it (e-mail); null for the seeded and migrated campaigns.
  add column created_by text,
  add constraint bonus_campaigns_stopped_disabled check (stopped_at is null or not is_enabled),
  add constraint bonus_campaigns_dates check (starts_at is null or ends_at is null or ends_at > starts_at);

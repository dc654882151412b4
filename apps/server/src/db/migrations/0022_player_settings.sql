-- Player settings, issue 20 section 3 (docs/decisions/0030-player-settings.md): the sports a player
-- hides from the line and live feeds, and the marketing they accept beyond the newsletter (which stays
-- the player's row of mailing_subscriptions). users.marketing_suppressed (0020) pauses all of it.
create table player_settings (
  user_id bigint primary key references users(id) on delete cascade,
  line_disallowed_sports integer[] not null default '{}',
  live_disallowed_sports integer[] not null default '{}',
  email_promotions boolean not null default false,
  sms_promotions boolean not null default false,
  updated_at timestamptz not null default now()
);

-- Authentication: rate-limit events and pending two-factor login challenges.

-- One row per rate-limited action (code sent, …), counted over a window per bucket and key.
create table auth_rate_events (
  id bigserial primary key,
  bucket text not null,
  key text not null,
  at timestamptz not null default now()
);
create index auth_rate_events_key on auth_rate_events (bucket, key, at desc);

-- A password (or SMS) step that passed while the account has 2FA on; the id is a SHA-256 of the auth_id.
create table login_challenges (
  id text primary key,
  user_id bigint not null references users(id),
  method text not null,
  ip text,
  user_agent text,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index login_challenges_user on login_challenges (user_id, created_at desc);

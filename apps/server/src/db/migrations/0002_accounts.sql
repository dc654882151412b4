-- Accounts: players, their sessions, one-time codes, social identities and the message outbox.
create sequence user_public_id start with 1000001;

create table users (
  id bigint primary key default nextval('user_public_id'),
  brand_id integer not null references brands(id),
  email text,
  phone text,
  password_hash text,
  country text not null,
  currency_id integer not null,
  registration_type text not null,
  first_name text,
  last_name text,
  birth_date date,
  profile jsonb not null default '{}'::jsonb,
  email_verified_at timestamptz,
  phone_verified_at timestamptz,
  totp_secret text,
  totp_enabled boolean not null default false,
  totp_last_step bigint,
  secure_question_id integer,
  secure_question text,
  secure_answer_hash text,
  auth_by_email boolean not null default false,
  status text not null default 'active' check (status in ('active', 'blocked', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_brand_email on users (brand_id, lower(email)) where email is not null;
create unique index users_brand_phone on users (brand_id, phone) where phone is not null;

-- Server-side sessions; the id stored is a SHA-256 of the 256-bit random cookie value.
create table sessions (
  id text primary key,
  user_id bigint not null references users(id),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ip text,
  user_agent text,
  closed_at timestamptz,
  closed_reason text
);
create index sessions_user on sessions (user_id, created_at desc);

-- One-time codes (SMS, e-mail, login steps): hashed, single use, expiring, bound to a purpose.
create table auth_codes (
  id bigserial primary key,
  purpose text not null,
  target text not null,
  user_id bigint references users(id),
  code_hash text not null,
  payload jsonb not null default '{}'::jsonb,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index auth_codes_target on auth_codes (purpose, target, created_at desc);

-- Failed logins, counted per account and per IP over a window (lock-out lives in the database).
create table login_failures (
  id bigserial primary key,
  user_id bigint references users(id),
  ip text,
  at timestamptz not null default now()
);
create index login_failures_user on login_failures (user_id, at desc);
create index login_failures_ip on login_failures (ip, at desc);

create table social_identities (
  provider text not null,
  subject text not null,
  user_id bigint not null references users(id),
  created_at timestamptz not null default now(),
  primary key (provider, subject)
);

-- Development outbox: every e-mail and SMS the product sends, readable in dev and in tests.
create table outbox_messages (
  id bigserial primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text,
  body text not null,
  created_at timestamptz not null default now()
);
create index outbox_recipient on outbox_messages (recipient, id desc);

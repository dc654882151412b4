-- The operator back office (issue 24, docs/decisions/0042-backoffice.md): staff accounts apart from
-- players, their sessions, their failed logins (lock-out) and the append-only staff audit log.

create table staff_users (
  id bigserial primary key,
  email text not null,
  role text not null check (role in ('support', 'payments', 'risk', 'compliance', 'marketing', 'content', 'admin')),
  -- null until the staff member enrols: no default password ever exists.
  password_hash text,
  -- base32 TOTP secret (RFC 6238, SHA-1, 6 digits, 30 s); mandatory for every login.
  totp_secret text not null,
  totp_last_step bigint,
  -- sha256 of the one-time enrolment token, until enrolment.
  enrolment_hash text,
  enrolment_expires_at timestamptz,
  disabled_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index staff_users_email on staff_users (lower(email));

create table staff_sessions (
  -- sha256 of the cookie's random id: the database never holds a usable session id.
  id_hash text primary key,
  -- what the staff member sees and revokes by (never the cookie value).
  public_id uuid not null default gen_random_uuid() unique,
  staff_id bigint not null references staff_users (id),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  ip text,
  user_agent text,
  ended_at timestamptz
);
create index staff_sessions_staff on staff_sessions (staff_id, created_at desc);

create table staff_login_failures (
  id bigserial primary key,
  email text not null,
  ip text,
  at timestamptz not null default now()
);
create index staff_login_failures_email on staff_login_failures (lower(email), at desc);

create table staff_audit (
  id bigserial primary key,
  at timestamptz not null default now(),
  -- null for an anonymous attempt (a failed login names the e-mail in subject).
  staff_id bigint references staff_users (id),
  staff_email text,
  action text not null,
  subject text,
  before jsonb,
  after jsonb,
  reason text,
  ip text
);
create index staff_audit_at on staff_audit (at desc, id desc);
create index staff_audit_staff on staff_audit (staff_id, at desc);

create function refuse_staff_audit_change() returns trigger language plpgsql as $$
begin
  raise exception 'staff_audit is append-only';
end;
$$;
create trigger staff_audit_append_only before update or delete on staff_audit
  for each row execute function refuse_staff_audit_change();
create trigger staff_audit_no_truncate before truncate on staff_audit
  for each statement execute function refuse_staff_audit_change();

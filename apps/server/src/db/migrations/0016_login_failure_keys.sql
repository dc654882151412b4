-- A failed login against an unknown account is counted by the login that was typed (a SHA-256 of the
-- brand and the normalised login), so the captcha step-up and the lock-out treat it exactly like a
-- known account's failures and never tell whether an account exists.
alter table login_failures add column login_key text;
create index login_failures_key on login_failures (login_key, at desc) where login_key is not null;

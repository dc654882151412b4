-- Identification and verification (KYC), issue 20 (docs/decisions/0029-verification.md).
-- One verification per player: not_started → pending (submitted to the provider) → verified or
-- rejected (with a reason; the player may submit again). Withdrawals need 'verified'.

create table verifications (
  user_id bigint primary key references users(id),
  status text not null default 'not_started'
    check (status in ('not_started', 'pending', 'verified', 'rejected')),
  reason text,
  -- What the player typed, as printed on the document; the provider reads the document back.
  first_name text,
  last_name text,
  birth_date date,
  document_number text,
  -- The date of birth the provider read from the document: the age rule is checked against it.
  document_birth_date date,
  submitted_at timestamptz,
  decided_at timestamptz,
  updated_at timestamptz not null default now()
);

-- Files live in the document store (outside the web root), by a key the server makes; a row says
-- whose they are. Content type comes from the first bytes, never from the name sent.
create table verification_documents (
  id bigserial primary key,
  public_id text not null unique,
  user_id bigint not null references users(id),
  doc_type text not null check (doc_type in ('passport', 'id_card', 'driving_licence', 'proof_of_address', 'selfie')),
  mime text not null check (mime in ('image/jpeg', 'image/png', 'application/pdf')),
  size integer not null check (size > 0),
  sha256 text not null,
  storage_key text not null unique,
  created_at timestamptz not null default now()
);
create index verification_documents_user on verification_documents (user_id, created_at);

-- A session on the provider's hosted step; its public id is the capability the step is reached by.
create table verification_sessions (
  id bigserial primary key,
  public_id text not null unique,
  user_id bigint not null references users(id),
  provider text not null,
  status text not null default 'open' check (status in ('open', 'approved', 'rejected')),
  return_lang text not null default 'ru',
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
create index verification_sessions_user on verification_sessions (user_id, created_at);

-- Each provider event is applied once: a replay answers the same, another body under the same id is refused.
create table verification_events (
  provider text not null,
  event_id text not null,
  request_hash text not null,
  session_public_id text not null,
  status text not null,
  created_at timestamptz not null default now(),
  primary key (provider, event_id)
);

-- Required documents per brand (slug) × country; '*' stands for any. The most specific row applies:
-- brand and country, then brand, then country, then the default. `documents` is a list of groups,
-- each satisfied by any one of its types: [{"group": "identity", "types": ["passport", "id_card"]}].
create table verification_requirements (
  brand_slug text not null,
  country text not null,
  documents jsonb not null,
  face_check boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (brand_slug, country)
);

insert into verification_requirements (brand_slug, country, documents, face_check) values
  ('*', '*', '[{"group": "identity", "types": ["passport", "id_card", "driving_licence"]}]', false),
  ('fairline', '*', '[{"group": "identity", "types": ["passport", "id_card"]}]', false),
  ('meridian', '*',
   '[{"group": "identity", "types": ["passport", "id_card"]}, {"group": "address", "types": ["proof_of_address"]}]',
   false),
  ('fairline', 'ru', '[{"group": "identity", "types": ["passport"]}, {"group": "selfie", "types": ["selfie"]}]', true);

-- Platform: brands, per-country site configuration, information pages, consent log, audit log.
create table brands (
  id serial primary key,
  slug text not null unique,
  name text not null,
  ref_id integer not null unique,
  project_id integer not null,
  domains text[] not null default '{}',
  default_country text not null,
  created_at timestamptz not null default now()
);

-- One row per brand and country; country '*' holds the brand's defaults that a country row overrides.
create table site_configs (
  brand_id integer not null references brands(id) on delete cascade,
  country text not null default '*',
  config jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (brand_id, country)
);

-- Information pages per language; brand_id null means every brand.
create table information_pages (
  id serial primary key,
  brand_id integer references brands(id) on delete cascade,
  page_key text not null,
  lang text not null,
  title text not null,
  blocks jsonb not null,
  updated_at timestamptz not null default now()
);
create unique index information_pages_key on information_pages (coalesce(brand_id, 0), page_key, lang);

create table cookie_agreements (
  id bigserial primary key,
  brand_id integer not null references brands(id),
  level smallint not null check (level between 0 and 3),
  visitor_id text not null,
  user_agent text,
  ip text,
  created_at timestamptz not null default now()
);

-- Append-only: authentication events, money movements, limit changes, admin actions.
create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor text not null,
  action text not null,
  subject text,
  ip text,
  details jsonb not null default '{}'::jsonb
);
create function refuse_audit_change() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end;
$$;
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function refuse_audit_change();

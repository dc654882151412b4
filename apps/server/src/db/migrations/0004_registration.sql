-- Registration: regions and cities for the address fields, newsletter opt-ins, captcha replay guard.
create table geo_regions (
  id integer primary key,
  country_id integer not null,
  name_en text not null,
  name_ru text not null
);
create index geo_regions_country on geo_regions (country_id, id);

create table geo_cities (
  id integer primary key,
  region_id integer not null references geo_regions(id) on delete cascade,
  name_en text not null,
  name_ru text not null
);
create index geo_cities_region on geo_cities (region_id, id);

-- Newsletter opt-in per brand and address; one row per address (a repeat only updates the language).
create table mailing_subscriptions (
  id bigserial primary key,
  brand_id integer not null references brands(id),
  email text not null,
  lang text not null,
  user_id bigint references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index mailing_subscriptions_email on mailing_subscriptions (brand_id, lower(email));

-- A solved proof-of-work challenge is accepted once: its id is kept here until the challenge expires.
create table captcha_used (
  id text primary key,
  expires_at timestamptz not null
);
create index captcha_used_expiry on captcha_used (expires_at);

-- Server-generated secrets shared by every instance (e.g. the captcha HMAC key when none is configured).
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

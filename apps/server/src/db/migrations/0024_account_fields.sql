-- Account data in the office and the registrationIdentification form, issue 20 (ADR 0032).
-- Per brand (slug) × country, '*' standing for any; the most specific row applies (brand and country,
-- then brand, then country, then the default), as verification_requirements does.
--   editable        the account fields a player may edit in the office (until their identity is under
--                   review or verified: then every account field is read-only)
--   identification  the fields the registrationIdentification form asks, in order (empty: none)
-- Field ids are the registration catalog's; an id the catalog does not know is skipped.
create table account_field_settings (
  brand_slug text not null,
  country text not null,
  editable jsonb not null,
  identification jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (brand_slug, country)
);

insert into account_field_settings (brand_slug, country, editable, identification) values
  ('*', '*',
   '["name", "surname", "date_birthday", "region_id", "city_id", "address", "postal_code", "document_type_id", "passport_series", "passport", "passport_date", "passport_end_date", "passport_who"]',
   '["citizenship_id", "gender", "birthplace", "passport_date", "passport_end_date", "passport_who", "postal_code", "pep"]'),
  ('meridian', '*',
   '["name", "surname", "date_birthday", "address", "postal_code", "passport", "passport_date", "passport_end_date", "passport_who", "bank", "bank_account", "bank_account_owner"]',
   '["citizenship_id", "gender", "birthplace", "passport_date", "passport_end_date", "passport_who", "postal_code", "bank", "bank_account", "bank_account_owner", "pep"]'),
  ('*', 'br',
   '["name", "surname", "date_birthday", "address", "postal_code", "cpf", "bank", "bank_account", "bank_account_owner"]',
   '["cpf", "citizenship_id", "gender", "birthplace", "postal_code", "bank", "bank_account", "bank_account_owner", "pep"]');

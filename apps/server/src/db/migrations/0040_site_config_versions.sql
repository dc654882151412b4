-- Versions of a brand × country site configuration (docs/decisions/0055-backoffice-content.md). Every
-- save from the back office, and every rollback, is a new version holding the whole raw row as stored;
-- version 1 of a row is what was there before its first edit (taken at that edit). Rows are never
-- updated or deleted: the history is what was live when.
create table site_config_versions (
  id bigserial primary key,
  brand_id integer not null references brands(id) on delete cascade,
  country text not null,
  version integer not null check (version > 0),
  -- null: the country had no row of its own (the brand's defaults applied).
  config jsonb,
  note text,
  -- The version this one restored, for a rollback.
  restored_from integer,
  staff_email text,
  created_at timestamptz not null default now(),
  unique (brand_id, country, version)
);

-- A page's text saved by staff: the demo seed, run at every start, leaves such a row alone.
alter table information_pages add column edited_by_staff boolean not null default false;

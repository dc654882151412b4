-- Appeals sent from the block page by visitors who think their access was blocked by mistake
-- (issue 16). Support works through them by brand, newest first.
create table block_appeals (
  id bigserial primary key,
  brand_id integer not null references brands(id),
  -- The account the visitor named (id, e-mail or phone), when it is one of the brand's; never told back.
  user_id bigint references users(id) on delete set null,
  email text not null,
  account text not null default '',
  message text not null,
  lang text not null,
  country text not null,
  ip text,
  user_agent text,
  status text not null default 'new' check (status in ('new', 'accepted', 'rejected')),
  created_at timestamptz not null default now()
);
create index block_appeals_by_brand on block_appeals (brand_id, created_at desc);

-- SEO data per brand, language and section (issue 19, ADR 0024). A row with brand_id null is the
-- default for every brand; a brand's own row for the same language and section replaces it.
-- Titles, descriptions and headings are templates: {brand}, {name}, {sport}, {league}, {home},
-- {away} and {date} are filled with the page's names in its language.
create table seo_texts (
  id serial primary key,
  brand_id integer references brands(id),
  lang text not null,
  section text not null,
  title text not null,
  description text not null,
  h1 text not null,
  content text not null default '',
  style text not null default 'none' check (style in ('none', 'plain', 'collapsed'))
);
create unique index seo_texts_key on seo_texts (coalesce(brand_id, 0), lang, section);

-- The questions a section's footer answers (an FAQ), in order.
create table seo_questions (
  id serial primary key,
  brand_id integer references brands(id),
  lang text not null,
  section text not null,
  position integer not null default 0,
  question text not null,
  answer text not null
);
create unique index seo_questions_key on seo_questions (coalesce(brand_id, 0), lang, section, position);

-- A brand's web analytics counters (provider and counter id), listed for the page; never personal.
create table seo_analytics_counters (
  id serial primary key,
  brand_id integer not null references brands(id),
  provider text not null,
  counter_id text not null,
  unique (brand_id, provider)
);

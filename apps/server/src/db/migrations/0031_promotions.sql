-- Promotions pages and promo-code bonuses (issue 22, ADR 0044). A campaign of kind 'promo' is granted
-- when a player enters its promo code in the office: once per player (the grant's cause
-- 'promo:<campaign>:<user>' is UNIQUE in bonuses), at most max_activations times in all, within the
-- campaign's dates, brand, countries and currencies. Its bonus is the campaign's cap (max_usd): no
-- deposit is involved, so percent does not apply.

alter table bonus_campaigns drop constraint bonus_campaigns_kind_check;
alter table bonus_campaigns add constraint bonus_campaigns_kind_check check (kind in ('welcome', 'reload', 'promo'));

alter table bonus_campaigns
  -- What the player types (any case); only promo campaigns have one.
  add column promo_code text check (promo_code ~ '^[A-Z0-9]{3,32}$'),
  -- null: no limit; activations counts the grants made (under the campaign row's lock).
  add column max_activations integer check (max_activations > 0),
  add column activations integer not null default 0 check (activations >= 0),
  -- Shown on the public promotions pages (a promo code handed out privately is not listed).
  add column is_listed boolean not null default true,
  -- The campaign page's text per language: {"en": "…", "ru": "…", "ar": "…"}.
  add column descriptions jsonb not null default '{}'::jsonb,
  add constraint bonus_campaigns_promo_code check ((kind = 'promo') = (promo_code is not null)),
  add constraint bonus_campaigns_activations_limit check (max_activations is null or activations <= max_activations);

create unique index bonus_campaigns_promo_code_unique on bonus_campaigns (promo_code) where promo_code is not null;

-- Activates a promo campaign for a player in one statement: the campaign row is locked (activations of one
-- code queue up, so the limit holds), the player's earlier activation answers 'used', a spent limit
-- 'exhausted', an account that already carries an active bonus 'busy'; otherwise bonus_grant writes the
-- bonus and its ledger move and the count goes up. Answers the bonus (when there is one) and the outcome.
create function bonus_promo_activate(
  p_user bigint, p_campaign integer, p_currency integer, p_amount bigint, p_required bigint,
  p_rules jsonb, p_expires timestamptz, p_now timestamptz
) returns table (r_bonus_id bigint, r_outcome text) language plpgsql as $$
declare
  c bonus_campaigns;
  v_cause text := 'promo:' || p_campaign || ':' || p_user;
  v_id bigint;
  v_outcome text;
begin
  select * into c from bonus_campaigns where id = p_campaign and kind = 'promo' for update;
  if not found then
    raise exception 'promo campaign not found' using errcode = 'FL404';
  end if;
  select id into v_id from bonuses where cause = v_cause;
  if v_id is not null then
    return query select v_id, 'used'::text;
    return;
  end if;
  if c.max_activations is not null and c.activations >= c.max_activations then
    return query select null::bigint, 'exhausted'::text;
    return;
  end if;
  select g.r_bonus_id, g.r_outcome into v_id, v_outcome
    from bonus_grant(p_user, p_campaign, v_cause, p_currency, p_amount, p_required, p_rules, p_expires, p_now) g;
  if v_outcome = 'replayed' then
    return query select v_id, 'used'::text;
    return;
  end if;
  if v_outcome = 'busy' then
    return query select null::bigint, 'busy'::text;
    return;
  end if;
  update bonus_campaigns set activations = activations + 1 where id = p_campaign;
  return query select v_id, 'granted'::text;
end;
$$;

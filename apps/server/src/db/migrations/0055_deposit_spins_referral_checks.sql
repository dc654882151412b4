-- Free spins from deposit campaigns (ADR 0064 "Free spins from a deposit") and referral fraud checks
-- (ADR 0061 "Fraud checks: hold instead of pay").

-- 1. A free-spins campaign may be a deposit campaign: granted for a qualifying first deposit or redeposit.
alter table bonus_campaigns
  add column deposit_trigger text check (deposit_trigger in ('first_deposit', 'redeposit')),
  add constraint bonus_campaigns_deposit_trigger check (deposit_trigger is null or kind = 'freespins');

-- A deposit's grant in one statement, once per cause (`deposit:<payment id>`): the money bonus of its
-- welcome or reload campaign (p_campaign) with, when a deposit free-spins campaign runs beside it
-- (p_spin_campaign), that campaign's spins on the same bonus (one active bonus per account, ADR 0039);
-- or, with no money campaign (p_campaign null), the free-spins campaign's own bonus. p_spin_bet is the bet
-- of one spin in the deposit's currency.
create function bonus_deposit_grant(
  p_user bigint, p_campaign integer, p_cause text, p_currency integer, p_amount bigint, p_required bigint,
  p_rules jsonb, p_expires timestamptz, p_now timestamptz, p_spin_campaign integer, p_spin_bet bigint
) returns table (r_bonus_id bigint, r_outcome text) language plpgsql as $$
declare
  s bonus_campaigns;
  v_id bigint;
  v_outcome text;
begin
  if p_campaign is null then
    return query select g.r_bonus_id, g.r_outcome
      from bonus_freespins_grant(p_user, p_spin_campaign, p_cause, p_currency, p_spin_bet, p_rules, p_expires, p_now) g;
    return;
  end if;
  select g.r_bonus_id, g.r_outcome into v_id, v_outcome
    from bonus_grant(p_user, p_campaign, p_cause, p_currency, p_amount, p_required, p_rules, p_expires, p_now) g;
  if v_outcome = 'granted' and p_spin_campaign is not null then
    select * into s from bonus_campaigns where id = p_spin_campaign and kind = 'freespins';
    if not found then
      raise exception 'free-spins campaign not found' using errcode = 'FL404';
    end if;
    insert into bonus_free_spins (bonus_id, reward_uuid, provider_id, game_id, bet_amount, spins_total)
      values (v_id, replace(gen_random_uuid()::text, '-', ''), 'fairline-studio', 'fairline-studio:' || s.spin_game,
              p_spin_bet, s.spin_count);
  end if;
  return query select v_id, v_outcome;
end;
$$;

-- 2. Referral fraud checks. What the binding saw: the address it came from, and whether the browser had
-- opened the referrer's own referral page (the fl_rfo cookie naming the same tag).
alter table referrals
  add column bind_ip text,
  add column same_browser boolean not null default false;

-- A period whose commission a rule holds: the reasons, no ledger transaction; paid (tx_id set, reasons
-- cleared, released_at) by a later sweep once no rule holds it.
alter table referral_commissions
  add column hold_reasons text[] check (hold_reasons is null or cardinality(hold_reasons) > 0),
  add column released_at timestamptz;
alter table referral_commissions drop constraint referral_commissions_posted;
alter table referral_commissions add constraint referral_commissions_posted
  check ((amount > 0 and hold_reasons is null) = (tx_id is not null) and (hold_reasons is null or amount > 0));
create index referral_commissions_held on referral_commissions (period) where hold_reasons is not null;

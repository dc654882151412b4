// The slip's bonus hint (ADR 0063), a lazy chunk shown to a player whose bonus account holds money:
// whether the coupon as it stands counts toward the running bonus's wagering (the settlement's own
// rule, from packages/shared), how much of the stake would come from bonus money (cash first), and the
// maximum-bet refusal before the player presses Place.
import { oddsQualify, splitStake, sportWager, type WagerRules } from '@fairline/shared/bonus/wagering';
import { CouponVid } from '@fairline/shared/coupon/coupon-types';
import { readAmount } from '@fairline/shared/money/amount';
import { formatOdds } from '@fairline/shared/odds/formats';
import type { BonusRecord } from '@fairline/shared/wire/bonuses';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { bonusKeys, fetchBonuses } from '../bonuses';
import { useOddsFormat } from '../markets';
import styles from './coupon-panel.module.css';
import { COUPON_TYPE_VID, type CouponType, type Selection } from './coupon-types';

export interface BonusStakeHintProps {
  selections: readonly Selection[];
  type: CouponType;
  /** The stake as typed: the coupon's, or each single's. */
  stake: string;
  /** The player's cash and bonus money in the active currency, as the account record shows them. */
  cash: number;
  bonusMoney: number;
  currencyId: number;
  digits: number;
  lang: string;
  /** Formats an amount in major units of the active currency. */
  formatAmount: (amount: number) => string;
}

const odds1000 = (decimal: number) => Math.round(decimal * 1000);

/** The record's rules (decimal odds) as the shared rule reads them (thousandths). */
function rulesOf(bonus: BonusRecord): WagerRules {
  const r = bonus.rules;
  return {
    ...r,
    minOddsSingle: odds1000(r.minOddsSingle),
    minOddsLeg: odds1000(r.minOddsLeg),
    minOddsExpress: odds1000(r.minOddsExpress),
  };
}

/** Whether the coupon's bets count toward the bonus, what in all, and the first reason when not. */
export function BonusStakeHint(props: BonusStakeHintProps) {
  const { t } = useTranslation();
  const format = useOddsFormat();
  const { data } = useQuery({
    queryKey: bonusKeys.list(props.lang),
    queryFn: () => fetchBonuses(props.lang),
    staleTime: 60_000,
  });
  const bonus = data?.active.find((b) => b.currencyId === props.currencyId && b.rules.sportWeight > 0);
  const stake = readAmount(props.stake, props.digits);
  if (!bonus || !stake.ok || props.selections.length === 0) return null;
  const rules = rulesOf(bonus);
  const unit = 10 ** props.digits;
  const money = (minor: number) => props.formatAmount(minor / unit);
  const perBet = stake.minor;
  const bets =
    props.type === 'single'
      ? props.selections.map((s) => ({ vid: CouponVid.Single, legOdds: [odds1000(s.coef)] }))
      : [{ vid: COUPON_TYPE_VID[props.type], legOdds: props.selections.map((s) => odds1000(s.coef)) }];
  const counted = bets.reduce((sum, b) => sum + sportWager(rules, { status: 'won', stake: perBet, ...b }), 0);
  const split = splitStake(
    perBet * bets.length,
    Math.round(props.cash * unit),
    Math.round(props.bonusMoney * unit),
    rules.maxBet,
  );
  // Each bet is compared with the maximum bet, as placement compares it.
  const aboveMax = split.fromBonus > 0 && rules.maxBet !== null && perBet > rules.maxBet;
  const first = bets[0];
  let why = '';
  if (counted === 0 && first) {
    if (first.vid !== CouponVid.Single && first.vid !== CouponVid.Express) why = t('coupon.bonus.why.system');
    else if (rules.maxBet !== null && perBet > rules.maxBet) {
      why = t('coupon.bonus.why.maxBet', { amount: money(rules.maxBet) });
    } else if (!oddsQualify(rules, first) && first.vid === CouponVid.Single) {
      why = t('coupon.bonus.why.single', { odds: formatOdds(bonus.rules.minOddsSingle, format) });
    } else {
      why = t('coupon.bonus.why.express', {
        leg: formatOdds(bonus.rules.minOddsLeg, format),
        total: formatOdds(bonus.rules.minOddsExpress, format),
      });
    }
  }
  return (
    <div className={styles.limits} data-testid="bonus-stake-hint" role="status">
      <p>
        {counted > 0 ? t('coupon.bonus.counts', { amount: money(counted) }) : `${t('coupon.bonus.notCounts')} ${why}`}
      </p>
      {split.fromBonus > 0 && split.covered && !aboveMax && (
        <p>{t('coupon.bonus.fromBonus', { amount: money(split.fromBonus) })}</p>
      )}
      {aboveMax && split.covered && (
        <p role="alert">{t('coupon.bonus.maxBet', { amount: money(rules.maxBet ?? 0) })}</p>
      )}
      {!split.covered && (
        <p>{t('coupon.bonus.short', { amount: money(Math.round((props.cash + props.bonusMoney) * unit)) })}</p>
      )}
    </div>
  );
}

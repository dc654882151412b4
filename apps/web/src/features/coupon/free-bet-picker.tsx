// The slip's free bets (ADR 0071), a lazy chunk for a signed-in player: the usable free bets in the
// active currency as stakes. Choosing one fills the stake with its amount and locks it; one that cannot
// stake this coupon is shown greyed with the reason (the shared rule placement applies: kind, odds,
// pre-match or live, expired; several singles are several bets, a free bet stakes one).
import { type FreeBetUnfit, freeBetUnfit } from '@fairline/shared/bonus/free-bet-rules';
import { formatMoney } from '@fairline/shared/money/format-money';
import type { Minor } from '@fairline/shared/money/minor';
import type { FreeBetRecord } from '@fairline/shared/wire/free-bets';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../lib/i18n';
import { fetchFreeBets, freeBetKeys, freeBetTerms } from '../bonuses';
import type { CouponQuote } from './coupon-return';
import { useCouponStore } from './coupon-store';
import { COUPON_TYPE_VID, type CouponType, LIVE_KIND, type Selection } from './coupon-types';
import styles from './free-bet-picker.module.css';
import { useFreeBetChoice } from './free-bet-store';

export interface FreeBetPickerProps {
  selections: readonly Selection[];
  type: CouponType;
  currencyId: number;
  digits: number;
  lang: string;
  currencySymbol: string;
  quote: CouponQuote | null;
  /** Formats an amount in major units of the active currency. */
  formatAmount: (amount: number) => string;
}

const odds1000 = (decimal: number) => Math.round(decimal * 1000);

/** Why a token cannot stake the slip as it stands (the sports rule is the server's: the slip does not know them). */
function unfitOf(f: FreeBetRecord, p: FreeBetPickerProps, now: Date): FreeBetUnfit | 'several' | null {
  if (p.type === 'single' && p.selections.length > 1) return 'several';
  const rules = {
    minOddsSingle: odds1000(f.rules.minOddsSingle),
    minOddsLeg: odds1000(f.rules.minOddsLeg),
    minOddsExpress: odds1000(f.rules.minOddsExpress),
    kinds: f.rules.kinds,
    sports: null,
    markets: f.rules.markets,
  };
  const legs = p.selections.map((s) => ({ odds: odds1000(s.coef), sportId: 0, live: s.kind === LIVE_KIND }));
  return freeBetUnfit(rules, { vid: COUPON_TYPE_VID[p.type], legs }, f.expirationDate, now);
}

export function FreeBetPicker(props: FreeBetPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  const { data } = useQuery({
    queryKey: freeBetKeys.list(props.lang),
    queryFn: () => fetchFreeBets(props.lang),
    staleTime: 30_000,
  });
  const chosen = useFreeBetChoice((s) => s.chosen);
  const choose = useFreeBetChoice((s) => s.choose);
  const now = new Date();
  const usable = (data?.usable ?? []).filter((f) => f.currencyId === props.currencyId);
  const fits = new Map(usable.map((f) => [f.id, unfitOf(f, props, now)]));
  const chosenFits = chosen !== null && fits.has(chosen.id) && fits.get(chosen.id) === null;
  // A choice the slip no longer fits (or a token gone) is dropped: the stake unlocks.
  useEffect(() => {
    if (chosen !== null && data && !chosenFits) choose(null);
  }, [chosen, chosenFits, data, choose]);
  if (usable.length === 0) return null;
  const unit = 10 ** props.digits;
  const pick = (f: FreeBetRecord) => {
    useCouponStore.getState().setStake((f.amount / unit).toFixed(props.digits), props.digits);
    choose({ id: f.id, amount: f.amount });
  };
  const winnings =
    chosen && chosenFits && props.quote ? Math.max(props.quote.potential - props.quote.totalStake, 0) : null;
  return (
    <fieldset className={styles.freeBets} data-testid="free-bet-picker">
      <legend className={styles.title}>{t('coupon.freeBet.title')}</legend>
      <label className={styles.option}>
        <input type="radio" name={name} checked={chosen === null} onChange={() => choose(null)} />
        <span>{t('coupon.freeBet.none')}</span>
      </label>
      {usable.map((f) => {
        const why = fits.get(f.id) ?? null;
        return (
          <label key={f.id} className={styles.option} data-testid="free-bet-option">
            <input
              type="radio"
              name={name}
              checked={chosen?.id === f.id}
              disabled={why !== null}
              onChange={() => pick(f)}
            />
            <span className={styles.text}>
              <strong>{t('coupon.freeBet.amount', { amount: props.formatAmount(f.amount / unit) })}</strong>
              <span className={styles.terms}>{freeBetTerms(f.rules, t).join(' · ')}</span>
              {why !== null && <span className={styles.why}>{t(`coupon.freeBet.why.${why}`)}</span>}
            </span>
          </label>
        );
      })}
      {winnings !== null && (
        <p className={styles.winnings} role="status">
          {t('coupon.freeBet.winnings', {
            amount: formatMoney(winnings as Minor, { currencySymbol: props.currencySymbol, locale: props.lang }),
          })}
        </p>
      )}
    </fieldset>
  );
}

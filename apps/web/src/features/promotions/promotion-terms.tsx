import { currencyById } from '@fairline/shared/lookups/currencies';
import { formatMoney } from '@fairline/shared/money/format-money';
import type { Minor } from '@fairline/shared/money/minor';
import type { Promotion } from '@fairline/shared/wire/promotions';
import { dateTimeFormat, useDisplayTimeZone } from '../../lib/clock';
import { type Translate, useLang, useTranslation } from '../../lib/i18n';
import styles from './promotions.module.css';

/** An amount in minor units of the promotion's currency, with its symbol. */
export function promoMoney(p: Pick<Promotion, 'currencyId'>, amount: number, locale: string): string {
  const currency = currencyById(p.currencyId);
  return formatMoney(amount as Minor, {
    currencySymbol: currency?.symbol ?? '',
    locale,
    digits: currency?.minorDigits ?? 2,
  });
}

/** The headline of a campaign: "100% up to 100 $" for a deposit bonus, "20 $ bonus" for a promo code. */
export function promoHeadline(p: Promotion, t: Translate, lang: string): string {
  const amount = promoMoney(p, p.amount, lang);
  return p.percent === null
    ? t('promo.headline.fixed', { amount })
    : t('promo.headline.deposit', { percent: p.percent, amount });
}

/** The campaign's terms as sentences, from its numbers: how it is earned, then how it is wagered. */
export function promoTerms(p: Promotion, t: Translate, lang: string, formatDate: (iso: string) => string): string[] {
  const money = (amount: number) => promoMoney(p, amount, lang);
  const { rules } = p;
  const terms: string[] = [];
  if (p.kind === 'welcome') terms.push(t('promo.term.welcome', { percent: p.percent ?? 0, amount: money(p.amount) }));
  if (p.kind === 'reload') terms.push(t('promo.term.reload', { percent: p.percent ?? 0, amount: money(p.amount) }));
  if (p.kind === 'promo') terms.push(t('promo.term.fixed', { amount: money(p.amount) }));
  if (p.promoCode) terms.push(t('promo.term.code', { code: p.promoCode }));
  if (p.minDeposit !== null && p.minDeposit > 0)
    terms.push(t('promo.term.minDeposit', { amount: money(p.minDeposit) }));
  terms.push(t('promo.term.wager', { multiplier: rules.multiplier, days: p.validDays }));
  if (rules.sportWeight > 0) {
    terms.push(
      t('promo.term.odds', {
        single: rules.minOddsSingle.toFixed(2),
        leg: rules.minOddsLeg.toFixed(2),
        express: rules.minOddsExpress.toFixed(2),
      }),
    );
  }
  if (rules.casinoWeight === 0) terms.push(t('promo.term.sportOnly', { sport: rules.sportWeight }));
  else if (rules.sportWeight === 0) terms.push(t('promo.term.casinoOnly', { casino: rules.casinoWeight }));
  else terms.push(t('promo.term.weights', { sport: rules.sportWeight, casino: rules.casinoWeight }));
  if (rules.maxBet !== null) terms.push(t('promo.term.maxBet', { amount: money(rules.maxBet) }));
  terms.push(t('promo.term.convert'));
  if (p.endsAt) terms.push(t('promo.term.until', { date: formatDate(p.endsAt) }));
  return terms;
}

/** The terms list of a campaign page. */
export function PromotionTerms({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const lang = useLang();
  const timeZone = useDisplayTimeZone();
  const format = dateTimeFormat(lang, { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) });
  const terms = promoTerms(promotion, t, lang, (iso) => format.format(new Date(iso)));
  return (
    <ol className={styles.terms} data-testid="promotion-terms">
      {terms.map((term) => (
        <li key={term}>{term}</li>
      ))}
    </ol>
  );
}

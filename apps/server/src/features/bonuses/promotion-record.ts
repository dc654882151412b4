// A campaign as the promotions pages show it (ADR 0044): its name and text in the visitor's language,
// its money terms in the visitor's currency (US dollars converted in whole units, as grants do).
import type { Currency } from '@fairline/shared/lookups/currencies';
import { promotionSlug } from '@fairline/shared/routing/promotion-slug';
import type { Promotion } from '@fairline/shared/wire/promotions';
import { usdInMinor, wagerRulesOf } from './bonus-rules';
import { freeSpinBet } from './free-spins';
import type { ListedCampaign } from './promotions.repository';

const odds = (thousandths: number) => thousandths / 1000;

/** A name or text in `lang`, then English, then any language. */
export function inLanguage(texts: Record<string, string>, lang: string, fallback = ''): string {
  return texts[lang] ?? texts.en ?? Object.values(texts)[0] ?? fallback;
}

/** The bonus a promo code grants in a currency: its campaign's fixed amount (max_usd). */
export function promoBonusAmount(campaign: Pick<ListedCampaign, 'maxUsd'>, currency: Currency): number {
  return usdInMinor(campaign.maxUsd, currency);
}

/** The promotion record of a campaign for a visitor reading `lang` and paying in `currency`. */
export function promotionOf(c: ListedCampaign, lang: string, currency: Currency): Promotion {
  const rules = wagerRulesOf(c, currency);
  // A free-bet code (ADR 0071) is a fixed amount as a promo code's.
  const isPromo = c.kind === 'promo' || c.kind === 'freespins' || (c.kind === 'freebet' && c.promoCode !== null);
  return {
    slug: promotionSlug(c.code),
    code: c.code,
    kind: c.kind,
    type: c.bonusType,
    product: c.product,
    name: inLanguage(c.names, lang, c.code),
    description: inLanguage(c.descriptions, lang),
    promoCode: c.promoCode,
    percent: isPromo ? null : c.percent,
    // Free spins are worth their spins at their bet; a promo code its fixed amount; a deposit bonus its cap.
    amount: c.spins ? c.spins.count * freeSpinBet(c.spins.betCents, currency) : usdInMinor(c.maxUsd, currency),
    minDeposit: isPromo ? null : usdInMinor(c.minDepositUsd, currency),
    currencyId: currency.id,
    currencyIso: currency.code,
    validDays: c.validDays,
    startsAt: c.startsAt?.toISOString() ?? null,
    endsAt: c.endsAt?.toISOString() ?? null,
    rules: {
      multiplier: rules.multiplier,
      minOddsSingle: odds(rules.minOddsSingle),
      minOddsLeg: odds(rules.minOddsLeg),
      minOddsExpress: odds(rules.minOddsExpress),
      sportWeight: rules.sportWeight,
      casinoWeight: rules.casinoWeight,
      maxBet: rules.maxBet,
    },
  };
}

// Promotions pages and promo-code bonuses (issue 22, ADR 0044): the campaigns a visitor's brand,
// country and currency run now; a promo code checked and activated once per player, within its limit
// and dates, after player protection agreed; the player's promo-code history.
import { type Currency, currencyByCode, currencyById } from '@fairline/shared/lookups/currencies';
import type { BonusRecord } from '@fairline/shared/wire/bonuses';
import type { FreeBetRecord } from '@fairline/shared/wire/free-bets';
import type { PromoRefusal, Promotion } from '@fairline/shared/wire/promotions';
import { AppError, notFound } from '../../errors';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { hitRateLimit } from '../../infra/rate-limit';
import { checkMoneyAction } from '../responsible-gambling/responsible-gambling.service';
import { tellBonus } from './bonus-messages';
import { bonusRecordOf } from './bonus-record';
import { campaignApplies, wagerRequirement, wagerRulesOf } from './bonus-rules';
import { bonusRuntime } from './bonus-runtime';
import { listBonuses } from './bonuses.repository';
import { activateFreeBetCode } from './free-bet-promo';
import { campaignSpins, freeSpinBet } from './free-spins';
import { promoCodeHistory } from './promo-history';
import { promoBonusAmount, promotionOf } from './promotion-record';
import {
  activatePromo,
  type ListedCampaign,
  listedCampaigns,
  playerAccountFacts,
  promoBonusOf,
  promoCampaignByCode,
} from './promotions.repository';

const DAY_MS = 86_400_000;

/** Who is looking at the promotions: the site's brand and country, the currency amounts are shown in. */
export interface Visitor {
  brandId: number;
  country: string;
  currency: Currency;
}

/** The visitor of a request: a player's own brand, country and account currency; a guest's site and its currency. */
export async function visitorOf(
  database: Database,
  site: { brandId: number; country: string; defaultCurrency: string },
  userId: number | null,
): Promise<Visitor> {
  const player = userId === null ? undefined : await playerAccountFacts(database, userId);
  const currency =
    (player && currencyById(player.currencyId)) ?? currencyByCode(site.defaultCurrency) ?? currencyById(10);
  if (!currency) throw new AppError('INTERNAL', 'No currency to show promotions in');
  return player
    ? { brandId: player.brandId, country: player.country, currency }
    : { brandId: site.brandId, country: site.country, currency };
}

const runsFor = (c: ListedCampaign, v: Visitor, now: Date) =>
  campaignApplies(c, { brandId: v.brandId, country: v.country, currencyId: v.currency.id, now });

/** The listed campaigns the visitor's brand, country and currency run now, as the promotions pages show them. */
export async function listPromotions(database: Database, visitor: Visitor, lang: string): Promise<Promotion[]> {
  const now = bonusRuntime(database).now();
  return (await listedCampaigns(database, visitor.brandId))
    .filter((c) => runsFor(c, visitor, now))
    .map((c) => promotionOf(c, lang, visitor.currency));
}

/**
 * The listed campaigns a guest of a site sees now (its brand, country and currency), in `lang`: what the
 * promotions pages show a visitor who is not logged in, and a crawler. The SEO feature's read (ADR 0024).
 */
export async function guestPromotions(
  database: Database,
  site: { brandId: number; country: string; defaultCurrency: string },
  lang: string,
): Promise<Promotion[]> {
  return listPromotions(database, await visitorOf(database, site, null), lang);
}

/** One campaign's page by its slug; not found when the visitor's list does not hold it. */
export async function findPromotion(
  database: Database,
  visitor: Visitor,
  slug: string,
  lang: string,
): Promise<Promotion> {
  const found = (await listPromotions(database, visitor, lang)).find((p) => p.slug === slug);
  if (!found) throw notFound('Promotion');
  return found;
}

type Judged = { campaign: ListedCampaign; refusal: PromoRefusal | null };

/** Codes tried per player per window: enough for typos, too few to guess codes. */
const TRIES = { limit: 20, windowMs: 10 * 60_000 };

async function countTry(database: Database, userId: number): Promise<void> {
  const allowed = await hitRateLimit(database, { bucket: 'promo-code', key: `user:${userId}`, ...TRIES });
  if (!allowed) throw new AppError('RATE_LIMITED', 'Too many promo codes tried, try again later');
}

/** What a code is for this player now: its campaign and why it gives nothing (null: it gives its bonus). */
async function judgeCode(database: Database, userId: number, code: string, now: Date): Promise<Judged | undefined> {
  const campaign = await promoCampaignByCode(database, code);
  const player = await playerAccountFacts(database, userId);
  if (!campaign || !player) return undefined;
  // Another brand's, country's or currency's code is unknown here: it does not exist for this player.
  const where = { brandId: player.brandId, country: player.country, currencyId: player.currencyId, now };
  if (!campaignApplies({ ...campaign, startsAt: null, endsAt: null }, where)) return undefined;
  const judged = (refusal: PromoRefusal | null): Judged => ({ campaign, refusal });
  if ((await promoBonusOf(database, campaign.id, userId)) !== null) return judged('promo_used');
  if (campaign.startsAt !== null && now < campaign.startsAt) return judged('promo_not_started');
  if (campaign.endsAt !== null && now >= campaign.endsAt) return judged('promo_expired');
  if (campaign.maxActivations !== null && campaign.activations >= campaign.maxActivations) {
    return judged('promo_exhausted');
  }
  return judged(null);
}

/** The office's promo-code check: what the code gives the player now, or why it gives nothing. Changes nothing. */
export async function checkPromoCode(database: Database, userId: number, code: string, lang: string) {
  await countTry(database, userId);
  const judged = await judgeCode(database, userId, code, bonusRuntime(database).now());
  const player = await playerAccountFacts(database, userId);
  const currency = player && currencyById(player.currencyId);
  if (!judged || !currency)
    return { promoCode: code, isValid: false, refusal: 'promo_unknown' as const, promotion: null };
  return {
    promoCode: code,
    isValid: judged.refusal === null,
    refusal: judged.refusal,
    promotion: promotionOf(judged.campaign, lang, currency),
  };
}

const REFUSAL_STATUS: Record<PromoRefusal, 'NOT_FOUND' | 'CONFLICT'> = {
  promo_unknown: 'NOT_FOUND',
  promo_not_started: 'CONFLICT',
  promo_expired: 'CONFLICT',
  promo_used: 'CONFLICT',
  promo_exhausted: 'CONFLICT',
  promo_busy: 'CONFLICT',
};
const REFUSAL_TEXT: Record<PromoRefusal, string> = {
  promo_unknown: 'The promo code is not valid',
  promo_not_started: 'The promo code is not active yet',
  promo_expired: 'The promo code has expired',
  promo_used: 'You have already used this promo code',
  promo_exhausted: 'The promo code has been used up',
  promo_busy: 'You already have an active bonus: finish or refuse it first',
};

/** A refused activation: 404 for an unknown code, 409 otherwise, the reason as error_code. */
export const promoRefusal = (refusal: PromoRefusal) =>
  new AppError(REFUSAL_STATUS[refusal], REFUSAL_TEXT[refusal], { errorCode: refusal });

/**
 * Activates a promo code: once per player, within the code's dates and activation limit, on the
 * player's own brand, country and currency, and only when player protection lets them take bonus money
 * (a refusal is its 403). The bonus credits the bonus account through bonus_grant with the campaign's
 * wagering rules; answers it as the office lists it.
 */
export async function activatePromoCode(
  database: Database,
  userId: number,
  code: string,
  opts: { lang: string; ip?: string },
): Promise<BonusRecord | FreeBetRecord> {
  await countTry(database, userId);
  const now = bonusRuntime(database).now();
  const judged = await judgeCode(database, userId, code, now);
  const player = await playerAccountFacts(database, userId);
  const currency = player && currencyById(player.currencyId);
  if (!judged || !currency) throw promoRefusal('promo_unknown');
  if (judged.refusal) throw promoRefusal(judged.refusal);
  const { campaign } = judged;
  // A free-bet code grants a stake token, not bonus money (ADR 0071): no wagering, the bonus account untouched.
  if (campaign.kind === 'freebet') {
    const freeBet = await activateFreeBetCode(database, userId, campaign, currency, { ...opts, code });
    if (freeBet.outcome !== 'granted') throw promoRefusal(`promo_${freeBet.outcome}`);
    return freeBet.record;
  }
  // A free-spins code grants spins: the amount is the bet of one spin, the wagering comes with the wins.
  const spins = campaign.kind === 'freespins' ? await campaignSpins(database, campaign.id) : null;
  const amount = spins ? freeSpinBet(spins.betCents, currency) : promoBonusAmount(campaign, currency);
  try {
    await checkMoneyAction(database, userId, 'bonus_claim', amount, { currencyId: currency.id });
  } catch (err) {
    await audit(database, {
      actor: `user:${userId}`,
      action: 'bonuses.promo.refused',
      subject: `user:${userId}`,
      ip: opts.ip,
      details: { campaign: campaign.code, code },
    });
    throw err;
  }
  const rules = wagerRulesOf(campaign, currency);
  const required = spins ? 0 : wagerRequirement(amount, rules);
  const granted = await activatePromo(database, {
    userId,
    campaignId: campaign.id,
    currencyId: currency.id,
    amount,
    required,
    rules,
    expiresAt: new Date(now.getTime() + campaign.validDays * DAY_MS),
    now,
  });
  if (granted.outcome !== 'granted' || granted.bonusId === null) {
    throw promoRefusal(granted.outcome === 'granted' ? 'promo_unknown' : `promo_${granted.outcome}`);
  }
  await audit(database, {
    actor: `user:${userId}`,
    action: 'bonuses.promo.activated',
    subject: `bonus:${granted.bonusId}`,
    ip: opts.ip,
    details: { campaign: campaign.code, code, amount, required },
  });
  if (!spins) {
    await tellBonus(database, userId, 'bonus_granted', {
      bonusId: granted.bonusId,
      bonus: amount,
      currencyId: currency.id,
      required,
    });
  }
  const [bonus] = await listBonuses(database, userId, granted.bonusId);
  if (!bonus) throw notFound('Bonus');
  return bonusRecordOf(bonus, opts.lang);
}

/** The player's promo-code history (`/officeapi/promo/getUserPromoCodesNew`): promo-check and bet-slip codes, newest first. */
export const userPromoCodes = promoCodeHistory;

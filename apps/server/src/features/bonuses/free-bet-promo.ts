// A free-bet promo code (issue 22, ADR 0071 "Grants by every path"): the promo-code check's activation of a
// `freebet` campaign grants its stake token once per player (the cause `promo:<campaign>:<user>`, as a
// money code's) within the code's activation limit, in one statement (free_bet_promo_activate, migration
// 0058); the promo-code history lists it with its effect ("Free bet 5.00 USD").
import { type Currency, currencyById } from '@fairline/shared/lookups/currencies';
import { formatScaled } from '@fairline/shared/money/decimal';
import type { FreeBetRecord, FreeBetStatus } from '@fairline/shared/wire/free-bets';
import type { UserPromoCode } from '@fairline/shared/wire/promotions';
import { notFound } from '../../errors';
import { audit } from '../../infra/audit';
import type { Database } from '../../infra/db';
import { asNumber, asNumberOrNull } from '../../infra/sql-values';
import { checkMoneyAction } from '../responsible-gambling/responsible-gambling.service';
import { usdInMinor } from './bonus-rules';
import { bonusRuntime } from './bonus-runtime';
import { freeBetRecordOf } from './free-bets';
import { campaignFreeBetRules, freeBetByCause } from './free-bets.repository';
import type { ListedCampaign, PromoOutcome } from './promotions.repository';

type Query = Pick<Database, 'query'>;
const DAY_MS = 86_400_000;

/**
 * Activates a free-bet code the promo-code check judged usable: player protection first (its 403), then
 * the token. Answers the outcome the refusals read ('used', 'exhausted') or the token as the office lists it.
 */
export async function activateFreeBetCode(
  database: Database,
  userId: number,
  campaign: ListedCampaign,
  currency: Currency,
  opts: { lang: string; code: string; ip?: string },
): Promise<{ outcome: Exclude<PromoOutcome, 'granted' | 'busy'> } | { outcome: 'granted'; record: FreeBetRecord }> {
  const rules = await campaignFreeBetRules(database, campaign.id);
  if (!rules) throw notFound('Free-bet campaign');
  const amount = usdInMinor(campaign.maxUsd, currency);
  const details = { campaign: campaign.code, code: opts.code, amount, freeBet: true };
  try {
    await checkMoneyAction(database, userId, 'bonus_claim', amount, { currencyId: currency.id });
  } catch (err) {
    await audit(database, {
      actor: `user:${userId}`,
      action: 'bonuses.promo.refused',
      subject: `user:${userId}`,
      ip: opts.ip,
      details,
    });
    throw err;
  }
  const now = bonusRuntime(database).now();
  const [row] = await database.query<{ r_free_bet_id: unknown; r_outcome: PromoOutcome }>(
    'select r_free_bet_id, r_outcome from free_bet_promo_activate($1, $2, $3, $4, $5, $6, $7)',
    [
      userId,
      campaign.id,
      currency.id,
      amount,
      JSON.stringify(rules),
      new Date(now.getTime() + campaign.validDays * DAY_MS),
      now,
    ],
  );
  if (!row) throw new Error('free_bet_promo_activate returned no row');
  if (row.r_outcome !== 'granted') return { outcome: row.r_outcome === 'exhausted' ? 'exhausted' : 'used' };
  const freeBet = await freeBetByCause(database, `promo:${campaign.id}:${userId}`);
  if (!freeBet || asNumberOrNull(row.r_free_bet_id) !== freeBet.id) throw notFound('Free bet');
  await audit(database, {
    actor: `user:${userId}`,
    action: 'bonuses.promo.activated',
    subject: `freebet:${freeBet.id}`,
    ip: opts.ip,
    details,
  });
  return { outcome: 'granted', record: freeBetRecordOf(freeBet, opts.lang) };
}

const EFFECT: Record<string, string> = {
  en: 'Free bet {amount}',
  ru: 'Фрибет {amount}',
  ar: 'رهان مجاني {amount}',
};

/** A free-bet code's effect in words, in `lang` (English when the language has no text). */
export function freeBetEffect(amount: number, currencyId: number, lang: string): string {
  const currency = currencyById(currencyId);
  const money = currency ? `${formatScaled(BigInt(amount), currency.minorDigits)} ${currency.code}` : String(amount);
  return (EFFECT[lang] ?? EFFECT.en ?? '').replace('{amount}', money);
}

/** Where a token stands, in the history's words: on an open bet it is `pending`. */
const historyStatus = (s: FreeBetStatus, expiresAt: Date, now: Date): UserPromoCode['status'] =>
  s === 'placed' ? 'pending' : s === 'active' && expiresAt <= now ? 'expired' : s;

/** The player's free-bet codes as the promo-code history lists them (`at`: when, for the merge). */
export async function freeBetCodes(
  database: Query,
  userId: number,
  lang: string,
): Promise<(UserPromoCode & { at: number })[]> {
  const rows = await database.query<Record<string, unknown>>(
    `select c.promo_code, f.id, f.amount, f.currency_id, f.status, f.granted_at, f.expires_at
     from free_bets f join bonus_campaigns c on c.id = f.campaign_id
     where f.user_id = $1 and f.cause like 'promo:%' and c.promo_code is not null
     order by f.granted_at desc, f.id desc limit 200`,
    [userId],
  );
  const now = bonusRuntime(database).now();
  return rows.map((r) => {
    const grantedAt = new Date(r.granted_at as string);
    const currencyId = Number(r.currency_id);
    const amount = asNumber(r.amount);
    return {
      promoCode: String(r.promo_code),
      name: freeBetEffect(amount, currencyId, lang),
      activatedAt: grantedAt.toISOString(),
      source: 'promo_check' as const,
      bonusId: null,
      freeBetId: asNumber(r.id),
      betId: null,
      boostPercent: null,
      amount,
      currencyId,
      currencyIso: currencyById(currencyId)?.code ?? '',
      status: historyStatus(r.status as FreeBetStatus, new Date(r.expires_at as string), now),
      at: grantedAt.getTime(),
    };
  });
}

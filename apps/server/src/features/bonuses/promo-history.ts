// The player's promo-code history (`/officeapi/promo/getUserPromoCodesNew`, ADR 0044 "Bet-slip codes in
// the history"): every code the player used, wherever they typed it — the office's promo-code check (a
// bonus) and the bet slip (a boost of one bet's winnings, the coupon's `promo` option stored on the bet)
// — newest first, each with when, where and what it did.
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { UserPromoCode } from '@fairline/shared/wire/promotions';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import { freeBetCodes } from './free-bet-promo';
import { inLanguage } from './promotion-record';
import { promoActivations } from './promotions.repository';

type Query = Pick<Database, 'query'>;
type SlipStatus = 'pending' | 'won' | 'lost' | 'void' | 'sold' | 'cancelled';

/** A bet the player placed with a bet-slip promo code. */
interface SlipCode {
  code: string;
  betId: number;
  percent: number;
  potentialReturn: number;
  currencyId: number;
  status: SlipStatus;
  placedAt: Date;
}

const HISTORY_LIMIT = 200;

/** The bets placed with a bet-slip code (once per code and player: the bets_promo_once index), newest first. */
async function slipCodes(database: Query, userId: number): Promise<SlipCode[]> {
  const rows = await database.query<Record<string, unknown>>(
    `select id, promo_code, promo_boost_percent, potential_return, currency_id, status, created_at
     from bets where user_id = $1 and promo_code is not null
     order by created_at desc, id desc limit ${HISTORY_LIMIT}`,
    [userId],
  );
  return rows.map((r) => ({
    code: String(r.promo_code),
    betId: asNumber(r.id),
    percent: Number(r.promo_boost_percent ?? 0),
    potentialReturn: asNumber(r.potential_return),
    currencyId: Number(r.currency_id),
    status: r.status === 'bid' || r.status === 'open' ? 'pending' : (r.status as SlipStatus),
    placedAt: new Date(r.created_at as string),
  }));
}

const BOOST_NAME: Record<string, string> = {
  en: '+{percent} % on the winnings of bet #{bet}',
  ru: '+{percent} % к выигрышу ставки №{bet}',
  ar: '+{percent} ٪ على أرباح الرهان رقم {bet}',
};

/** A boost's effect in words, in `lang` (English when the language has no text). */
export function boostName(percent: number, betId: number, lang: string): string {
  return (BOOST_NAME[lang] ?? BOOST_NAME.en ?? '')
    .replace('{percent}', String(percent))
    .replace('{bet}', String(betId));
}

/** Every code the player used, newest first: promo-check bonuses and bet-slip boosts together. */
export async function promoCodeHistory(database: Database, userId: number, lang: string): Promise<UserPromoCode[]> {
  const [bonuses, slips, freeBets] = await Promise.all([
    promoActivations(database, userId),
    slipCodes(database, userId),
    freeBetCodes(database, userId, lang),
  ]);
  const rows: (UserPromoCode & { at: number })[] = [
    ...bonuses.map((a) => ({
      promoCode: a.promoCode,
      name: inLanguage(a.names, lang, a.campaignCode),
      activatedAt: a.activatedAt.toISOString(),
      source: 'promo_check' as const,
      bonusId: a.bonusId,
      betId: null,
      boostPercent: null,
      amount: a.amount,
      currencyId: a.currencyId,
      currencyIso: currencyById(a.currencyId)?.code ?? '',
      status: a.status,
      at: a.activatedAt.getTime(),
    })),
    ...slips.map((s) => ({
      promoCode: s.code,
      name: boostName(s.percent, s.betId, lang),
      activatedAt: s.placedAt.toISOString(),
      source: 'bet_slip' as const,
      bonusId: null,
      betId: s.betId,
      boostPercent: s.percent,
      amount: s.potentialReturn,
      currencyId: s.currencyId,
      currencyIso: currencyById(s.currencyId)?.code ?? '',
      status: s.status,
      at: s.placedAt.getTime(),
    })),
    ...freeBets,
  ];
  return rows
    .sort((a, b) => b.at - a.at)
    .slice(0, HISTORY_LIMIT)
    .map(({ at: _at, ...row }) => row);
}

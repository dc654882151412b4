// Free bets (issue 22, ADR 0071): a campaign of kind 'freebet' grants a stake token for the sportsbook.
// The grant here (the marketing desk's staff grant reaches it); the office's list in the spec's bonus
// record shape (type 6). Placement is the coupon's (place_free_bet), settlement settle_bet's.
import type { FreeBetRules } from '@fairline/shared/bonus/free-bet-rules';
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { FreeBetRecord } from '@fairline/shared/wire/free-bets';
import { notFound } from '../../errors';
import type { Database } from '../../infra/db';
import { checkMoneyAction } from '../responsible-gambling/responsible-gambling.service';
import { type Campaign, usdInMinor } from './bonus-rules';
import { bonusRuntime } from './bonus-runtime';
import {
  campaignFreeBetRules,
  freeBetByCause,
  freeBetsOfUser,
  insertFreeBet,
  type StoredFreeBet,
} from './free-bets.repository';

const DAY_MS = 86_400_000;
const odds = (thousandths: number) => thousandths / 1000;

/** A token as the office shows it: the spec's bonus record (type 6) with its rules. */
export function freeBetRecordOf(f: StoredFreeBet, lang: string): FreeBetRecord {
  const usable = f.status === 'active';
  return {
    id: f.id,
    idBonus: f.campaignId,
    type: 6,
    name: f.names[lang] ?? f.names.en ?? Object.values(f.names)[0] ?? f.campaignCode,
    start: f.grantedAt.toISOString(),
    end: (f.closedAt ?? f.expiresAt).toISOString(),
    currentValue: 0,
    isClosed: !usable,
    progressPercent: 0,
    width: 0,
    money: usable ? f.amount : 0,
    amount: f.amount,
    expirationDate: f.expiresAt.toISOString(),
    currencyId: f.currencyId,
    currencyIso: currencyById(f.currencyId)?.code ?? '',
    promoId: f.campaignCode,
    status: f.status,
    betId: f.betId,
    rules: {
      minOddsSingle: odds(f.rules.minOddsSingle),
      minOddsLeg: odds(f.rules.minOddsLeg),
      minOddsExpress: odds(f.rules.minOddsExpress),
      kinds: [...f.rules.kinds],
      sports: f.rules.sports === null ? null : [...f.rules.sports],
      markets: f.rules.markets,
    },
  };
}

/**
 * The office's free bets: the usable ones (active and unexpired, soonest to expire first), then the rest
 * (placed, won, lost, expired — and active ones past their time that the sweep has not reached yet).
 */
export async function officeFreeBets(database: Database, userId: number, lang: string) {
  const now = bonusRuntime(database).now();
  const all = await freeBetsOfUser(database, userId);
  const isUsable = (f: StoredFreeBet) => f.status === 'active' && f.expiresAt > now;
  const usable = all.filter(isUsable).sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
  const history = all
    .filter((f) => !isUsable(f))
    .map((f) => (f.status === 'active' ? { ...f, status: 'expired' as const, closedAt: f.expiresAt } : f));
  return {
    usable: usable.map((f) => freeBetRecordOf(f, lang)),
    history: history.map((f) => freeBetRecordOf(f, lang)),
  };
}

/** A grant of a free-bet campaign's token to one player. */
export interface FreeBetGrant {
  userId: number;
  campaign: Pick<Campaign, 'id' | 'maxUsd' | 'validDays'>;
  currencyId: number;
  cause: string;
}

/**
 * Grants a free-bet campaign's token once per cause: its amount is the campaign's max_usd in the player's
 * currency (whole units), its rules the campaign's as they stand now, its expiry the campaign's days.
 * Player protection decides first (its 403). A free bet does not hold the bonus account: a player may
 * have one running bonus and any number of free bets.
 */
export async function grantFreeBet(
  database: Database,
  g: FreeBetGrant,
): Promise<{ freeBet: StoredFreeBet; outcome: 'granted' | 'replayed' }> {
  const currency = currencyById(g.currencyId);
  const rules: FreeBetRules | null = await campaignFreeBetRules(database, g.campaign.id);
  if (!currency || !rules) throw notFound('Free-bet campaign');
  const earlier = await freeBetByCause(database, g.cause);
  if (earlier) return { freeBet: earlier, outcome: 'replayed' };
  const amount = usdInMinor(g.campaign.maxUsd, currency);
  await checkMoneyAction(database, g.userId, 'bonus_claim', amount, { currencyId: currency.id });
  const now = bonusRuntime(database).now();
  const granted = await insertFreeBet(database, {
    userId: g.userId,
    campaignId: g.campaign.id,
    cause: g.cause,
    currencyId: currency.id,
    amount,
    rules,
    expiresAt: new Date(now.getTime() + g.campaign.validDays * DAY_MS),
    now,
  });
  const freeBet = await freeBetByCause(database, g.cause);
  if (!freeBet) throw notFound('Free bet');
  return { freeBet, outcome: granted.outcome };
}

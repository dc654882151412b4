// The answer of a placed bet, as its first request got it and as every replay of its betGuid gets it.

import { currencyById } from '@fairline/shared/lookups/currencies';
import { fromMinor, minor } from '@fairline/shared/money/minor';
import type { MakeBetAnswer } from '@fairline/shared/wire/bets';
import { CouponErrorCode } from '@fairline/shared/wire/coupon-error-codes';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';
import { findBetByGuid, type StoredAnswer, type StoredBet } from './bet-queries';
import { envelope, refusal } from './coupon-answer';

/** The bet as place_bet answers it (r_* columns); `sent` is the answer of a new bet, which place_bet does not echo. */
export function storedOf(row: Record<string, unknown>, hash: string, sent?: StoredAnswer): StoredBet {
  return {
    id: asNumber(row.r_bet_id),
    requestHash: hash,
    balanceAfter: row.r_balance === null ? null : asNumber(row.r_balance),
    currencyId: Number(row.r_currency),
    answer: (row.r_answer ?? sent ?? {}) as StoredAnswer,
    createdAt: new Date(row.r_created_at as string | Date),
  };
}

/** The first answer of a bet (what a replay of its betGuid gets), or a refusal for another body. */
export function replayOf(bet: StoredBet, hash: string): MakeBetAnswer {
  if (bet.requestHash !== hash) {
    return refusal('This betGuid was already used for another bet', CouponErrorCode.idempotencyConflict);
  }
  const digits = currencyById(bet.currencyId)?.minorDigits ?? 2;
  return envelope(
    {
      Id: bet.id,
      Balance: bet.balanceAfter === null ? 0 : fromMinor(minor(bet.balanceAfter), digits),
      Dt: Math.floor(bet.createdAt.getTime() / 1000),
      ...bet.answer,
    },
    { Id: bet.id },
  );
}

/** The replay answer when this user already placed a bet with this betGuid, else undefined. */
export async function replayIfPlaced(database: Pick<Database, 'query'>, userId: number, guid: string, hash: string) {
  const existing = await findBetByGuid(database, userId, guid);
  return existing ? replayOf(existing, hash) : undefined;
}

// Whether player protection lets a player take bonus money now (ADR 0039 "Player protection decides").
import type { Database } from '../../infra/db';
import { checkMoneyAction, RgRefusalError } from '../responsible-gambling/responsible-gambling.service';

/** A block, time-out or self-exclusion: no (a grant is not made, a met bonus waits). */
export async function mayClaim(database: Database, userId: number, amount: number, currencyId: number) {
  try {
    await checkMoneyAction(database, userId, 'bonus_claim', amount, { currencyId });
    return true;
  } catch (err) {
    if (err instanceof RgRefusalError) return false;
    throw err;
  }
}

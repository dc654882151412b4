import { isBetStatusShown } from '@fairline/shared/config';
import type { BetStatusFilter } from './bets-api';

const STATUSES: readonly BetStatusFilter[] = ['all', 'open', 'won', 'lost', 'void', 'sold'];

/** The status filters the history offers: a status the brand hides (betting.hiddenBetStatuses) is not one. */
export function statusFilters(hiddenCodes: readonly number[]): BetStatusFilter[] {
  return STATUSES.filter((status) => status === 'all' || isBetStatusShown(status, hiddenCodes));
}

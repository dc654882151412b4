import type { Feed } from '../../feed';

/** The feeds' top games in the order the brand puts them (betting.isLiveDashboardFirst): live first, or line. */
export function homeFeedOrder(isLiveDashboardFirst: boolean): [Feed, Feed] {
  return isLiveDashboardFirst ? ['live', 'line'] : ['line', 'live'];
}

// Match-event subscriptions and push (issue 23 §4, ADR 0069): the bell the sportsbook puts on game rows
// and the game page, and the header's listener that shows the player's notices. Both load apart from
// the first screen: the bell's wrapper is all the rows carry.
export { MatchBell } from './match-bell';
export const loadMatchAlerts = () => import('./match-alerts').then((m) => m.MatchAlerts);

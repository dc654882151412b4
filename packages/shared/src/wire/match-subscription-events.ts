// The match events a player can subscribe to (issue 23 §4, ADR 0069). Zod-free, so the bell's chooser
// and the server's matcher read the same list without the schema library.

/** Every event a subscription can hold, in the chooser's order; the index + 1 is the event type's Id. */
export const MATCH_SUBSCRIPTION_EVENTS = ['start', 'goal', 'red_card', 'period_end', 'result'] as const;
export type MatchSubscriptionEvent = (typeof MATCH_SUBSCRIPTION_EVENTS)[number];

/**
 * The events the engine tells for a sport family: goal sports (football, hockey, handball, FIFA) have goals;
 * red cards only where its score block counts them (football and FIFA); points and set sports only start,
 * period (quarter or set) ends and the result — a basket or a rally is too frequent to be a notice.
 */
export function eventsOfSportFamily(family: 'goals' | 'points' | 'sets', hasCards: boolean): MatchSubscriptionEvent[] {
  if (family !== 'goals') return ['start', 'period_end', 'result'];
  return hasCards ? ['start', 'goal', 'red_card', 'period_end', 'result'] : ['start', 'goal', 'period_end', 'result'];
}

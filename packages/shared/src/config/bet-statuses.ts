// The codes by which the configuration names bet statuses (`betting.hiddenBetStatuses`). The spec
// gives the setting but not the codes; ours follow the order a bet lives through (ADR 0016).

/** Code of each stored bet status. */
export const BET_STATUS_CODES = { open: 1, won: 2, lost: 3, void: 4, sold: 5, bid: 6, cancelled: 7 } as const;

export type BetStatus = keyof typeof BET_STATUS_CODES;

/** Tells whether the bets history shows bets of a stored status, given the brand's hidden codes. */
export function isBetStatusShown(status: string, hidden: readonly number[]): boolean {
  const code = (BET_STATUS_CODES as Readonly<Record<string, number>>)[status];
  return code === undefined || !hidden.includes(code);
}

/** The stored statuses the brand hides from the bets history. */
export function hiddenBetStatuses(hidden: readonly number[]): BetStatus[] {
  return (Object.keys(BET_STATUS_CODES) as BetStatus[]).filter((status) => !isBetStatusShown(status, hidden));
}

// Betting taxes of a country. The spec names the fields but not the type values; ours: none, a tax
// on stakes, a tax on payouts, or both.

export const BettingTaxType = { None: 0, Stake: 1, Payout: 2, StakeAndPayout: 3 } as const;
export type BettingTaxType = (typeof BettingTaxType)[keyof typeof BettingTaxType];

export interface BettingTaxes {
  readonly type: BettingTaxType;
  /** Percent withheld from each stake, e.g. 5 for 5 %. */
  readonly stakeTaxPercent: number;
  /** Percent withheld from winnings above the thresholds. */
  readonly payoutTaxPercent: number;
  /** Winnings (minor units) at or below this are not taxed. */
  readonly winAmountThreshold: number;
  /** Bets at odds at or below this are not taxed. */
  readonly coefficientThreshold: number;
  /** Whether the stake tax is refunded when the bet is returned. */
  readonly hasReturnTax: boolean;
}

export const NO_BETTING_TAXES: BettingTaxes = {
  type: BettingTaxType.None,
  stakeTaxPercent: 0,
  payoutTaxPercent: 0,
  winAmountThreshold: 0,
  coefficientThreshold: 0,
  hasReturnTax: false,
};

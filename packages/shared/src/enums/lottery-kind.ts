// Lottery-style game kinds. The two specs disagree: the betting spec's table pairs only nine kinds and
// says the tenth is unclear, while the registration spec gives the full list of ten. We follow the
// registration spec.

export const LotteryKind = {
  fifteen: 1,
  score: 2,
  football: 3,
  hockey: 4,
  cyberfootball: 6,
  free: 7,
  jackpot: 8,
  cybersport: 9,
  cricket: 11,
  basket: 12,
} as const;
export type LotteryKindName = keyof typeof LotteryKind;
export type LotteryKind = (typeof LotteryKind)[LotteryKindName];

const namesById: ReadonlyMap<number, LotteryKindName> = new Map(
  (Object.keys(LotteryKind) as LotteryKindName[]).map((name) => [LotteryKind[name], name]),
);

/** The kind name (route segment) of a lottery id, or undefined. */
export function lotteryKindName(id: number): LotteryKindName | undefined {
  return namesById.get(id);
}

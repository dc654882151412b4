import type { FeedScore, FeedStat } from '@fairline/shared/wire/feed';

/** Statistic ids of `SC.ST` with their translation keys, in display order. */
export const STAT_KEYS: ReadonlyArray<readonly [id: number, key: string]> = [
  [29, 'sb.stat.possession'],
  [45, 'sb.stat.attacks'],
  [58, 'sb.stat.dangerousAttacks'],
  [59, 'sb.stat.shotsOn'],
  [60, 'sb.stat.shotsOff'],
  [93, 'sb.stat.xg'],
  [70, 'sb.stat.corners'],
  [26, 'sb.stat.yellowCards'],
  [71, 'sb.stat.redCards'],
  [72, 'sb.stat.penalties'],
];

/** The game's statistics in display order, with each side's share of the pair for the bars. */
export function statRows(sc: FeedScore | undefined): { item: FeedStat; key: string; share1: number }[] {
  const items = sc?.ST?.[0]?.Value ?? [];
  return STAT_KEYS.flatMap(([id, key]) => {
    const item = items.find((s) => s.ID === id);
    if (!item) return [];
    const a = Number(item.S1 ?? 0);
    const b = Number(item.S2 ?? 0);
    return [{ item, key, share1: a + b > 0 ? a / (a + b) : 0.5 }];
  });
}

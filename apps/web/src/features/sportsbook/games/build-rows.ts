import { type UpcomingGroup, upcomingGroup } from '@fairline/shared/enums/upcoming-group';
import type { Game } from '../../feed';
import { type MainColumns, mainColumns } from '../../markets';

export type ListRow =
  | { kind: 'period'; key: string; group: UpcomingGroup }
  | { kind: 'champ'; key: string; champId: number; sportId: number; name: string; columns: MainColumns }
  | { kind: 'game'; key: string; game: Game; columns: MainColumns };

export type Grouping = 'champ' | 'time';

interface ChampBucket {
  champId: number;
  sportId: number;
  name: string;
  games: Game[];
}

const startMs = (g: Game) => (g.S ?? 0) * 1000;

function byChamp(games: readonly Game[]): ChampBucket[] {
  const buckets = new Map<string, ChampBucket>();
  for (const game of games) {
    const id = `${game.SI}:${game.LI ?? 0}`;
    let bucket = buckets.get(id);
    if (!bucket) {
      bucket = { champId: game.LI ?? 0, sportId: game.SI, name: game.L ?? '', games: [] };
      buckets.set(id, bucket);
    }
    bucket.games.push(game);
  }
  return [...buckets.values()];
}

function champRows(games: readonly Game[], prefix: string): ListRow[] {
  return byChamp(games).flatMap((bucket) => {
    const columns = mainColumns(bucket.games);
    const key = `${prefix}c${bucket.sportId}:${bucket.champId}`;
    return [
      { kind: 'champ' as const, key, champId: bucket.champId, sportId: bucket.sportId, name: bucket.name, columns },
      ...bucket.games.map((game) => ({ kind: 'game' as const, key: `${key}g${game.I}`, game, columns })),
    ];
  });
}

/** Splits upcoming games into the spec's start-time groups (0–2 h, 2–4 h, over 4 h), soonest first. */
export function groupUpcoming(games: readonly Game[], nowMs: number): Map<UpcomingGroup, Game[]> {
  const groups = new Map<UpcomingGroup, Game[]>();
  const sorted = [...games].sort((a, b) => startMs(a) - startMs(b));
  for (const game of sorted) {
    const group = upcomingGroup(startMs(game), nowMs);
    const list = groups.get(group) ?? [];
    list.push(game);
    groups.set(group, list);
  }
  return groups;
}

/** The flat rows of a games list: championship headers with their games, optionally under start-time groups. */
export function buildRows(games: readonly Game[], grouping: Grouping, nowMs: number): ListRow[] {
  if (grouping === 'champ') return champRows(games, '');
  return [...groupUpcoming(games, nowMs)].flatMap(([group, list]) => [
    { kind: 'period' as const, key: `p${group}`, group },
    ...champRows(list, `${group}:`),
  ]);
}

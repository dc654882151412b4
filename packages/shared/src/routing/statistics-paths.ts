// The statistics pages' paths (spec: "Statistics pages"): `/{lang}[/{prefix}]/statisticpopup/{kind}/…`.
// Built and read here so the game rows' links, the pages and the embeddable widget agree. Imported by
// path (`@fairline/shared/routing/statistics-paths`), not from the routing index.

/** The word every statistics path carries after the language (and the widget's optional prefix). */
export const STATISTICS_SEGMENT = 'statisticpopup';

/** Cyber statistics exist only for these sports. */
export const CYBER_STATISTICS_SPORTS: readonly number[] = [85, 89, 144];

/** The game page's tab when none is given. */
export const DEFAULT_STATISTICS_TAB = 'main';

/** The game page's tabs: form, meetings and standings; both line-ups; the price graph. */
export const STATISTICS_TABS = ['main', 'lineups', 'graph'] as const;

/** The sport id used when none is given (the spec's default sport). */
export const DEFAULT_STATISTICS_SPORT = 0;

type Id = number | string | null | undefined;

export type StatisticsRoute =
  | { kind: 'game'; sportId?: Id; gameId: Id; tabName?: string | null }
  | { kind: 'team'; sportId?: Id; teamId: Id }
  | { kind: 'player'; sportId?: Id; playerId: Id }
  | { kind: 'stage'; sportId?: Id; stageId: Id; tableType?: Id }
  | { kind: 'tournament'; sportId?: Id; tournamentId: Id; seasonId?: Id }
  | { kind: 'rating'; sportId?: Id; ratingId: Id }
  | { kind: 'horse'; horseId: Id }
  | { kind: 'graph'; gameId: Id; coefficientView?: Id }
  | { kind: 'cyber'; sportId: Id; tournId: Id; seasonId?: Id };

export type StatisticsKind = StatisticsRoute['kind'];

/** The spec's error for an empty required id or a cyber sport without statistics. */
export class WrongInputParamError extends Error {
  constructor(
    readonly param: string,
    readonly value: unknown,
  ) {
    super(`Wrong input param ${param}: ${value === undefined || value === null ? '' : String(value)}`);
    this.name = 'WrongInputParamError';
  }
}

// A segment is empty when it holds nothing; 0 is a value (the default sport), not an empty segment.
const isEmpty = (value: Id): boolean => value === undefined || value === null || String(value).trim() === '';

function required(name: string, value: Id): string {
  if (isEmpty(value)) throw new WrongInputParamError(name, value);
  return String(value).trim();
}

const optional = (value: Id): string | null => (isEmpty(value) ? null : String(value).trim());
const sport = (value: Id): string => optional(value) ?? String(DEFAULT_STATISTICS_SPORT);

/** The route's segments after `statisticpopup`, in the spec's order; empty optional segments are dropped. */
function segments(route: StatisticsRoute): (string | null)[] {
  switch (route.kind) {
    case 'game':
      return [
        sport(route.sportId),
        required('gameId', route.gameId),
        optional(route.tabName) ?? DEFAULT_STATISTICS_TAB,
      ];
    case 'team':
      return [sport(route.sportId), required('teamId', route.teamId)];
    case 'player':
      return [sport(route.sportId), required('playerId', route.playerId)];
    case 'stage':
      return [sport(route.sportId), required('stageId', route.stageId)];
    case 'tournament':
      return [sport(route.sportId), required('tournamentId', route.tournamentId), optional(route.seasonId)];
    case 'rating':
      return [sport(route.sportId), required('ratingId', route.ratingId)];
    case 'horse':
      return [required('horseId', route.horseId)];
    case 'graph':
      return [required('gameId', route.gameId), optional(route.coefficientView)];
    case 'cyber': {
      const sportId = required('sportId', route.sportId);
      if (!CYBER_STATISTICS_SPORTS.includes(Number(sportId))) throw new WrongInputParamError('sportId', sportId);
      return [sportId, required('tournId', route.tournId), optional(route.seasonId)];
    }
  }
}

/**
 * The path of a statistics page: `/{lang}[/{prefix}]/statisticpopup/{kind}/…`. Empty segments other
 * than 0 are dropped; an empty required id, or a cyber sport other than 85, 89 and 144, throws
 * `Wrong input param [name]: value`. The stage table's type rides in the query (`?tt=`).
 */
export function statisticsPath(lang: string, route: StatisticsRoute, prefix = ''): string {
  const parts = [lang, ...prefix.split('/'), STATISTICS_SEGMENT, route.kind, ...segments(route)].filter(
    (part): part is string => part !== null && part !== '',
  );
  const path = `/${parts.map(encodeURIComponent).join('/')}`;
  const tableType = route.kind === 'stage' ? optional(route.tableType) : null;
  return tableType === null ? path : `${path}?tt=${encodeURIComponent(tableType)}`;
}

const KINDS: Readonly<Record<StatisticsKind, readonly string[]>> = {
  game: ['sportId', 'gameId', 'tabName'],
  team: ['sportId', 'teamId'],
  player: ['sportId', 'playerId'],
  stage: ['sportId', 'stageId'],
  tournament: ['sportId', 'tournamentId', 'seasonId'],
  rating: ['sportId', 'ratingId'],
  horse: ['horseId'],
  graph: ['gameId', 'coefficientView'],
  cyber: ['sportId', 'tournId', 'seasonId'],
};

const isKind = (value: string | undefined): value is StatisticsKind =>
  value !== undefined && Object.hasOwn(KINDS, value);

/**
 * Reads a statistics path back (the part after the language and prefix, from `statisticpopup` on, with
 * an optional `?tt=` query). Undefined when it is not a statistics path of a known kind or has too many
 * segments; throws `WrongInputParamError` as `statisticsPath` does when a required id is missing.
 */
export function parseStatisticsPath(path: string): StatisticsRoute | undefined {
  const [pathname = '', query = ''] = path.split('?', 2);
  const parts = pathname.split('/').filter((part) => part !== '');
  const at = parts.indexOf(STATISTICS_SEGMENT);
  const kind = parts[at + 1];
  if (at === -1 || !isKind(kind)) return undefined;
  const values = parts.slice(at + 2).map(decodeURIComponent);
  const names = KINDS[kind];
  if (values.length > names.length) return undefined;
  const fields: Record<string, string> = {};
  names.forEach((name, index) => {
    if (values[index] !== undefined) fields[name] = values[index];
  });
  if (kind === 'stage') {
    const tt = new URLSearchParams(query).get('tt');
    if (tt) fields.tableType = tt;
  }
  const route = { kind, ...fields } as StatisticsRoute;
  segments(route); // the same rules as building: a missing id or a wrong cyber sport throws
  return route;
}

/** Statistics pages open in a window or modal 1024 wide, 500 / 780 / 984 high as the screen is over 1000 / 1200. */
export function statisticsWindowSize(screenHeight: number): { width: number; height: number } {
  const height = screenHeight > 1200 ? 984 : screenHeight > 1000 ? 780 : 500;
  return { width: 1024, height };
}

const ID = /^(0|[1-9]\d{0,17})$/;
const VALUE_RULES: Readonly<Record<string, (value: string) => boolean>> = {
  tabName: (value) => (STATISTICS_TABS as readonly string[]).includes(value),
  coefficientView: (value) => /^[0-5]$/.test(value),
  tableType: (value) => ['total', 'home', 'away'].includes(value),
};

/**
 * What is wrong with a statistics path the pages cannot show: a missing or malformed id, an unknown
 * tab, odds view or table type, a cyber sport without statistics, an unknown kind. Null when every
 * parameter is well formed (the page may still find no such game or team).
 */
export function statisticsPathError(path: string): WrongInputParamError | null {
  try {
    const route = parseStatisticsPath(path);
    if (!route) {
      const parts = (path.split('?')[0] ?? '').split('/').filter((part) => part !== '');
      const at = parts.indexOf(STATISTICS_SEGMENT);
      return new WrongInputParamError('kind', at === -1 ? '' : parts[at + 1]);
    }
    for (const [name, value] of Object.entries(route)) {
      if (name === 'kind' || value === undefined || value === null) continue;
      const rule = VALUE_RULES[name] ?? ((v: string) => ID.test(v));
      if (!rule(String(value))) return new WrongInputParamError(name, value);
    }
    return null;
  } catch (err) {
    if (err instanceof WrongInputParamError) return err;
    throw err;
  }
}

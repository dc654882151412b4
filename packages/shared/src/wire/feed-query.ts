// Query parameters of the feed calls (wire names of the spec's vocabulary). Wire values are strings,
// parsed with the shared request parsers so that junk ('12abc', '1.5' for an id) is refused, never
// silently read; unknown keys are ignored. The web builds the same parameters with build-params.
import { z } from 'zod';
import { SEARCH_MAX } from '../enums/limits';
import { parseBoolParam, parseIdList, parseIntParam } from '../request/build-params';

function parsed<T>(parse: (raw: string | undefined) => T) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      try {
        return parse(raw);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : 'Invalid value' });
        return z.NEVER;
      }
    });
}

function checkRange(name: string, value: number | undefined, min: number, max: number): number | undefined {
  if (value !== undefined && (value < min || value > max)) {
    throw new Error(`Wrong input param [${name}]: ${value} (allowed ${min}..${max})`);
  }
  return value;
}

/** An integer parameter within [min, max]; absent gives undefined. */
export const intParam = (name: string, min: number, max: number) =>
  parsed((raw) => checkRange(name, parseIntParam(raw, name), min, max));

/** A boolean flag ('true'/'1', 'false'/'0'); absent gives false. */
export const boolParam = (name: string) => parsed((raw) => parseBoolParam(raw, name));

/** A comma-joined id list, sorted and de-duplicated; at most 200 ids. */
export const idListParam = (name: string) =>
  parsed((raw) => {
    const ids = parseIdList(raw, name);
    if (ids.length > 200) throw new Error(`Wrong input param [${name}]: too many ids`);
    return ids;
  });

const MAX_ID = 2 ** 40;
/** An optional id. */
export const idParam = (name: string) => intParam(name, 1, MAX_ID);

/** A required integer id. */
export const requiredId = (name: string) =>
  parsed((raw) => {
    const value = checkRange(name, parseIntParam(raw, name), 1, MAX_ID);
    if (value === undefined) throw new Error(`Wrong input param [${name}]: missing`);
    return value;
  });

const lng = z
  .string()
  .max(10)
  .regex(/^[A-Za-z]{2}([-_][A-Za-z]{2,4})?$/, 'language code')
  .optional();

/** Parameters every feed call accepts. */
export const commonQuery = {
  lng,
  cfview: intParam('cfview', 0, 5),
  coefViewId: intParam('coefViewId', 0, 5),
  partner: intParam('partner', 0, 1_000_000),
  country: intParam('country', 0, 1000),
  mode: intParam('mode', 0, 1000),
  gr: intParam('gr', 0, 1_000_000),
  tz: intParam('tz', -14, 14),
  virtualSports: boolParam('virtualSports'),
  noFilterBlockEvent: boolParam('noFilterBlockEvent'),
};

/** Filters of the list calls. */
export const listQuery = {
  ...commonQuery,
  sports: idListParam('sports'),
  champs: idListParam('champs'),
  count: intParam('count', 1, 1000),
  top: boolParam('top'),
  countryOnly: boolParam('countryOnly'),
  getEmpty: boolParam('getEmpty'),
  tf: intParam('tf', 0, 30 * 86_400_000),
  tsFrom: intParam('tsFrom', 0, 2 ** 34),
  tsTo: intParam('tsTo', 0, 2 ** 34),
};

export const commonFeedQuery = z.object(commonQuery);
export const listFeedQuery = z.object(listQuery);
export type CommonFeedQuery = z.infer<typeof commonFeedQuery>;
export type ListFeedQuery = z.infer<typeof listFeedQuery>;

/** `GetFavoritesZip`: games by ids. */
export const gamesByIdsQuery = z.object({ ...commonQuery, games: idListParam('games') });
/** `GetGamesTeamZip`: games of teams. */
export const teamGamesQuery = z.object({ ...listQuery, teams: idListParam('teams') });
/** `GetChampZip`: one championship. */
export const champQuery = z.object({ ...listQuery, champ: idParam('champ') });
/** `Web_SearchZip`. */
export const searchQuery = z.object({
  ...commonQuery,
  text: z.string().trim().min(1).max(SEARCH_MAX),
  limit: intParam('limit', 1, 1000),
  strict: boolParam('strict'),
});
/** `GetGameZip` and the calls about one game. */
export const gameQuery = z.object({
  ...commonQuery,
  id: requiredId('id'),
  isSubGames: boolParam('isSubGames'),
  GroupEvents: boolParam('GroupEvents'),
  allEventsGroupSubGames: boolParam('allEventsGroupSubGames'),
  countevents: intParam('countevents', 0, 10_000),
  grMode: intParam('grMode', 0, 100),
  marketType: intParam('marketType', 0, 100),
});
/** Asian view lists: `sport` narrows to one sport. */
export const asiaQuery = z.object({ ...listQuery, sport: idParam('sport') });
/** Calls by global championship (`gli`), optionally of teams. */
export const globalChampQuery = z.object({ ...listQuery, gli: idListParam('gli'), teams: idListParam('teams') });
/** `GetStageTableZip2`: the championship as `champ` (or `id`). */
export const stageQuery = z.object({ ...listQuery, champ: idParam('champ'), id: idParam('id') });

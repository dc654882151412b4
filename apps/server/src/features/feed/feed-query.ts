// Query schemas of the feed calls. Wire values are strings, parsed with the shared request parsers
// so that junk ('12abc', '1.5' for an id) is a 400, never silently read; unknown keys are ignored.
import type { OddsFormat } from '@fairline/shared/odds/formats';
import { parseBoolParam, parseIdList, parseIntParam } from '@fairline/shared/request/build-params';
import { z } from 'zod';
import { AppError } from '../../errors';
import { type Lang, langOf } from './wire/lang';

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
export const idParam = (name: string) => intParam(name, 1, MAX_ID);

const lng = z
  .string()
  .max(10)
  .regex(/^[A-Za-z]{2}([-_][A-Za-z]{2,4})?$/, 'language code')
  .optional();

/** Parameters every feed call accepts (wire names of the spec's vocabulary). */
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

export const commonSchema = z.object(commonQuery);
export const listSchema = z.object(listQuery);
export type CommonQuery = z.infer<typeof commonSchema>;
export type ListQuery = z.infer<typeof listSchema>;

/** Partners (brands' refIds) the feeds answer for; 1 is the default. */
const PARTNERS: ReadonlySet<number> = new Set([1, 2]);

export interface Presentation {
  lang: Lang;
  cfview: OddsFormat;
}

/** Checks the partner (406 when unknown) and reads the language and odds format. */
export function presentationOf(q: CommonQuery): Presentation {
  const partner = q.partner ?? 1;
  if (!PARTNERS.has(partner)) throw new AppError('UNKNOWN_PARTNER', `Unknown partner ${partner}`);
  return { lang: langOf(q.lng), cfview: (q.cfview ?? q.coefViewId ?? 0) as OddsFormat };
}

/** A required integer id. */
export const requiredId = (name: string) =>
  parsed((raw) => {
    const value = checkRange(name, parseIntParam(raw, name), 1, MAX_ID);
    if (value === undefined) throw new Error(`Wrong input param [${name}]: missing`);
    return value;
  });

// What a feed call's query means for its answer: the partner it is asked for, the language of the
// names and the odds format. The query schemas themselves are the shared ones
// (@fairline/shared/wire/feed-query).
import type { OddsFormat } from '@fairline/shared/odds/formats';
import type { CommonFeedQuery } from '@fairline/shared/wire/feed-query';
import { AppError } from '../../errors';
import { type Lang, langOf } from './wire/lang';

/** Partners (brands' refIds) the feeds answer for; 1 is the default. */
const PARTNERS: ReadonlySet<number> = new Set([1, 2]);

export interface Presentation {
  lang: Lang;
  cfview: OddsFormat;
}

/** Checks the partner (406 when unknown) and reads the language and odds format. */
export function presentationOf(q: CommonFeedQuery): Presentation {
  const partner = q.partner ?? 1;
  if (!PARTNERS.has(partner)) throw new AppError('UNKNOWN_PARTNER', `Unknown partner ${partner}`);
  return { lang: langOf(q.lng), cfview: (q.cfview ?? q.coefViewId ?? 0) as OddsFormat };
}

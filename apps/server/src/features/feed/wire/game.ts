// A game in the wire format (`Get1x2_VZip` items and the `GetGameZip` header).
import type { OddsFormat } from '@fairline/shared/odds/formats';
import type { FeedGame } from '@fairline/shared/wire/feed';
import type { GameInfo } from '../../../trading/types';
import type { CatalogIndex } from '../catalog-index';
import { compact } from './compact';
import { type Lang, nameIn } from './lang';
import { wireOutcome } from './outcome';
import { wireScore } from './score';
import { periodWords, subGamesOf } from './sub-games';

export interface WireContext {
  lang: Lang;
  cfview: OddsFormat;
  catalog: CatalogIndex;
}

const ROUND: Record<Lang, string> = { en: 'Round', ru: 'Тур', ar: 'الجولة' };

/** The game object: header, names in the requested language (and both languages), main outcomes, live score. */
export function wireGame(g: GameInfo, ctx: WireContext): FeedGame {
  const { lang, catalog } = ctx;
  const league = catalog.champNames(g.champId);
  const sport = catalog.sportNames(g.sportId);
  const country = catalog.country(g.countryId);
  const words = periodWords(g.sportId);
  return compact<FeedGame>({
    I: g.id,
    N: g.number,
    CI: g.constId,
    COI: country.id,
    S: Math.floor(g.start / 1000),
    O1: nameIn(g.home.name, lang),
    O2: nameIn(g.away.name, lang),
    O1E: g.home.name.en,
    O2E: g.away.name.en,
    O1R: g.home.name.ru,
    O2R: g.away.name.ru,
    O1I: g.home.id,
    O2I: g.away.id,
    O1C: catalog.country(g.home.countryId).id,
    O2C: catalog.country(g.away.countryId).id,
    L: nameIn(league, lang),
    LE: league.en,
    LR: league.ru,
    LI: g.champId,
    CN: nameIn(country.name, lang),
    SI: g.sportId,
    SN: nameIn(sport, lang),
    SE: sport.en,
    SR: sport.ru,
    GLI: g.champId,
    EC: g.eventCount,
    SGC: subGamesOf(g.id, g.sportId).length,
    TN: words ? nameIn(words.one, lang) : '',
    TNS: words ? nameIn(words.many, lang) : '',
    MIS: [{ K: 1, V: `${ROUND[lang]} ${g.round}` }],
    WP: compact({ P1: g.winProbabilities.P1, PX: g.winProbabilities.PX, P2: g.winProbabilities.P2 }),
    HHTHS: true,
    E: g.E.map((o) => wireOutcome(o, ctx.cfview)),
    SC: g.SC ? wireScore(g.SC) : undefined,
  });
}

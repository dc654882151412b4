// The names of a page in its language, read from the trading engine (sports, leagues, teams, as the
// feeds give them), from the information pages' titles and from the campaigns the promotions show.
import { getSport, sportName } from '@fairline/shared/lookups/sports';
import type { SeoPage } from '@fairline/shared/routing/seo-page';
import type { Promotion } from '@fairline/shared/wire/promotions';
import type { OddsProvider } from '../../trading/provider';
import type { Championship } from '../../trading/types';
import { langOf, nameIn } from '../feed/feed.service';
import type { SeoSubject } from './seo-meta';

export interface SubjectSources {
  engine: OddsProvider;
  /** The brand's information page titles in the page's language (only pages with content). */
  informationTitles(): Promise<Map<string, string>>;
  /** The campaigns running now for a guest of the brand, in the page's language (the promotions pages' list). */
  promotions(): Promise<Promotion[]>;
}

/** The longest description taken from a campaign's own text (search engines show about this much). */
const DESCRIPTION_MAX = 200;

/** A text's first paragraph, cut at a word to at most `max` characters (with an ellipsis when cut). */
export function snippet(text: string, max = DESCRIPTION_MAX): string {
  const first = (text.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

/** What a page is about; `found` is false where its game, league, sport or information page is not there. */
export async function resolveSubject(page: SeoPage, lang: string, sources: SubjectSources): Promise<SeoSubject> {
  const names = langOf(lang);
  const { engine } = sources;
  const sportOf = (id: number) => {
    const sport = getSport(id);
    return sport ? { sport: sportName(id, lang), sportSlug: sport.slug } : undefined;
  };
  const champOf = (id: number): Championship | undefined => engine.championships().find((c) => c.id === id);
  const countryOf = (id: number) => engine.countries().find((c) => c.id === id);
  // A championship's page: its sport, its name and its country.
  const league = (champ: Championship): SeoSubject => {
    const country = countryOf(champ.countryId);
    return {
      found: true,
      ...sportOf(champ.sportId),
      league: nameIn(champ.name, names),
      country: country && nameIn(country.name, names),
    };
  };
  switch (page.section) {
    case 'information': {
      const name = page.page ? (await sources.informationTitles()).get(page.page) : undefined;
      return { found: name !== undefined, name };
    }
    case 'sport':
      return { found: page.sportId !== undefined, ...(page.sportId === undefined ? {} : sportOf(page.sportId)) };
    case 'championship': {
      const champ = page.champId === undefined ? undefined : champOf(page.champId);
      return champ && champ.sportId === page.sportId ? league(champ) : { found: false };
    }
    case 'results': {
      // The results of one championship (ADR 0040): named by the league; the day's results need no name.
      if (page.champId === undefined) return { found: true };
      const champ = champOf(page.champId);
      return champ ? league(champ) : { found: false };
    }
    case 'promo': {
      // A campaign's page (ADR 0044): its own name and text; one that does not run for a guest is not there.
      if (page.page === undefined) return { found: true };
      const promotion = (await sources.promotions()).find((p) => p.slug === page.page);
      if (!promotion) return { found: false };
      return { found: true, name: promotion.name, about: snippet(promotion.description) || undefined };
    }
    case 'game': {
      const game = page.gameId === undefined ? undefined : engine.getGame(page.gameId);
      if (!game) return { found: false };
      const champ = champOf(game.champId);
      const country = countryOf(game.countryId);
      return {
        found: true,
        ...sportOf(game.sportId),
        league: champ && nameIn(champ.name, names),
        champId: game.champId,
        country: country && nameIn(country.name, names),
        home: nameIn(game.home.name, names),
        away: nameIn(game.away.name, names),
        start: game.start,
      };
    }
    default:
      return { found: true };
  }
}

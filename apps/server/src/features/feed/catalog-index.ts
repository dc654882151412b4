// Lookups over the provider's catalogue, built once: championships, sports, teams and the site's
// country ids (the engine's countries are its own; the wire carries the site's lookup ids).
import { countryByIso } from '@fairline/shared/lookups/countries';
import type { OddsProvider } from '../../trading/provider';
import type { Championship, Names, Sport, Team } from '../../trading/types';

export interface SiteCountry {
  id: number;
  name: Names;
}

/** Engine ISO codes that are not two-letter codes of the site's lookup. */
const ISO_ALIASES: Record<string, string> = { 'GB-ENG': 'xe', INT: 'xa', XSA: 'qq' };

export class CatalogIndex {
  readonly champs = new Map<number, Championship>();
  readonly sports = new Map<number, Sport>();
  readonly teams = new Map<number, Team>();
  private readonly countries = new Map<number, SiteCountry>();

  constructor(engine: OddsProvider) {
    for (const c of engine.championships()) this.champs.set(c.id, c);
    for (const s of engine.sports()) this.sports.set(s.id, s);
    for (const t of engine.teams()) this.teams.set(t.id, t);
    for (const c of engine.countries()) {
      const site = countryByIso(ISO_ALIASES[c.iso] ?? c.iso);
      // The Arabic name is the engine's, the one its championship names begin with.
      const name = site ? { en: site.nameEn, ru: site.nameRu, ar: c.name.ar } : c.name;
      this.countries.set(c.id, { id: site?.id ?? 0, name });
    }
  }

  /** The site's country for an engine country id. */
  country(engineCountryId: number): SiteCountry {
    return this.countries.get(engineCountryId) ?? { id: 0, name: { en: '', ru: '' } };
  }

  sportNames(sportId: number): Names {
    return this.sports.get(sportId)?.name ?? { en: `Sport ${sportId}`, ru: `Спорт ${sportId}` };
  }

  champNames(champId: number): Names {
    return this.champs.get(champId)?.name ?? { en: '', ru: '' };
  }

  isCyber(sportId: number): boolean {
    return this.sports.get(sportId)?.isCyber ?? false;
  }
}

// The dictionary units a first screen shows (the header, menus, home and betting pages, the guest's
// account buttons, the favourites stars and the menu's favourites block), read once per language from the i18n routes the web reads them from. The other
// units (forms, money) are loaded by the web after its first render.
import type { DictionaryContent, DictionaryMapAnswer } from '@fairline/shared/wire/public';
import type { FastifyInstance } from 'fastify';

export const FIRST_SCREEN_UNITS = ['main', 'site', 'sportsbook', 'accounts', 'favorites'] as const;

/** The first-screen units of a language by unit name; dictionaries are fixed for the process. */
export function createDictionaryUnits(app: FastifyInstance) {
  const byLang = new Map<string, Promise<Record<string, DictionaryContent>>>();

  async function load(lang: string): Promise<Record<string, DictionaryContent>> {
    const res = await app.inject({ method: 'GET', url: `/translation-api/by-lang/${encodeURIComponent(lang)}` });
    if (res.statusCode !== 200) return {};
    const map = JSON.parse((res.json() as DictionaryMapAnswer).data.attributes.dictionaryMap) as Record<string, string>;
    const units = await Promise.all(
      FIRST_SCREEN_UNITS.filter((unit) => map[unit]).map(async (unit) => {
        const body = await app.inject({ method: 'GET', url: `/genfiles/web-app-v2/${map[unit]}` });
        return body.statusCode === 200 ? ([[unit, body.json() as DictionaryContent]] as const) : [];
      }),
    );
    return Object.fromEntries(units.flat());
  }

  return (lang: string): Promise<Record<string, DictionaryContent>> => {
    let units = byLang.get(lang);
    if (!units) {
      units = load(lang).catch((err: unknown) => {
        byLang.delete(lang);
        throw err;
      });
      byLang.set(lang, units);
    }
    return units;
  };
}

// The dictionary units a first screen shows (the header, menus, home and betting pages, the guest's
// account buttons, the favourites stars and the menu's favourites block, and a page's own: `pageUnits`),
// read once per language from the i18n routes the web reads them from. The other
// units (forms, money) are loaded by the web after its first render.
import type { DictionaryContent, DictionaryMapAnswer } from '@fairline/shared/wire/public';
import type { FastifyInstance } from 'fastify';
import { isCasinoLobby } from './casino-queries';

export const FIRST_SCREEN_UNITS = ['main', 'site', 'sportsbook', 'accounts', 'favorites'] as const;

/**
 * The units a page's own first screen adds to those: a live game's match centre (`tracker`) and the
 * casino lobby's (`casino`, `jackpot` for its ticker, `tournaments` for its rail's link), so the server renders them (ADR 0026).
 */
export function pageUnits(rest: readonly string[]): string[] {
  const [first, second] = rest;
  if (first === 'live' && second === 'game') return ['tracker'];
  if (isCasinoLobby(rest)) return ['casino', 'jackpot', 'tournaments'];
  return [];
}

const ALL_UNITS = [...FIRST_SCREEN_UNITS, 'tracker', 'casino', 'jackpot', 'tournaments'];

/** The first-screen units of a language by unit name; dictionaries are fixed for the process. */
export function createDictionaryUnits(app: FastifyInstance) {
  const byLang = new Map<string, Promise<Record<string, DictionaryContent>>>();

  async function load(lang: string): Promise<Record<string, DictionaryContent>> {
    const res = await app.inject({ method: 'GET', url: `/translation-api/by-lang/${encodeURIComponent(lang)}` });
    if (res.statusCode !== 200) return {};
    const map = JSON.parse((res.json() as DictionaryMapAnswer).data.attributes.dictionaryMap) as Record<string, string>;
    const units = await Promise.all(
      ALL_UNITS.filter((unit) => map[unit]).map(async (unit) => {
        const body = await app.inject({ method: 'GET', url: `/genfiles/web-app-v2/${map[unit]}` });
        return body.statusCode === 200 ? ([[unit, body.json() as DictionaryContent]] as const) : [];
      }),
    );
    return Object.fromEntries(units.flat());
  }

  function all(lang: string): Promise<Record<string, DictionaryContent>> {
    let units = byLang.get(lang);
    if (!units) {
      units = load(lang).catch((err: unknown) => {
        byLang.delete(lang);
        throw err;
      });
      byLang.set(lang, units);
    }
    return units;
  }

  /** The first screen's units of a page (`rest`: its path after the language) in `lang`. */
  return async (lang: string, rest: readonly string[] = []): Promise<Record<string, DictionaryContent>> => {
    const units = await all(lang);
    const wanted = [...FIRST_SCREEN_UNITS, ...pageUnits(rest)];
    return Object.fromEntries(wanted.flatMap((unit) => (units[unit] ? [[unit, units[unit]]] : [])));
  };
}

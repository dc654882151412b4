import type { DictionarySettings } from '@fairline/shared/config';
import { CacheLifetimeMs } from '@fairline/shared/enums/limits';
import type { DictionaryContent, DictionaryMap, DictionaryMapAnswer } from '@fairline/shared/wire/public';
import { http } from '../../lib/http';
import { getWithExpiry, setWithExpiry } from '../../lib/storage';

/** How long dictionaries stay in the browser, and the version that invalidates the cached map. */
interface DictionaryCache {
  version: string;
  ttlMs: number;
  mainTtlMs: number;
}

let cache: DictionaryCache = {
  version: '',
  ttlMs: CacheLifetimeMs.dictionary,
  mainTtlMs: CacheLifetimeMs.mainDictionary,
};

/**
 * Takes the brand's dictionary settings (set once at start): a new `version` makes the browser
 * fetch the map of units again at once; the lifetimes replace the 15-minute and 24-hour defaults.
 */
export function configureDictionaryCache(
  settings: Pick<DictionarySettings, 'version' | 'cacheTtlMs' | 'mainCacheTtlMs'>,
) {
  cache = { version: settings.version, ttlMs: settings.cacheTtlMs, mainTtlMs: settings.mainCacheTtlMs };
}

/**
 * Loads a language's dictionary: the id → path map (cached 15 minutes by default), then each unit's
 * content (the main unit cached 24 hours, others 15 minutes), but those in `except` (they came with
 * the page). Failed loads are only logged.
 */
export async function loadDictionary(lang: string, except: readonly string[] = []): Promise<DictionaryContent> {
  const map = await loadMap(lang);
  const wanted = Object.entries(map).filter(([unit]) => !except.includes(unit));
  const units = await Promise.all(wanted.map(([unit, path]) => loadUnit(unit, path)));
  return Object.assign({}, ...units);
}

async function loadMap(lang: string): Promise<DictionaryMap> {
  // Unit paths carry a content hash, so only the map needs the brand's version in its key.
  const key = `dict-map:${lang}:${cache.version}`;
  const cached = await getWithExpiry<DictionaryMap>(key);
  if (cached) return cached;
  const res = await http.requestOrThrow<DictionaryMapAnswer>({ url: '/translation-api/by-lang', path: [lang] });
  const map = JSON.parse(res.data.attributes.dictionaryMap) as DictionaryMap;
  await setWithExpiry(key, map, cache.ttlMs);
  return map;
}

async function loadUnit(unit: string, path: string): Promise<DictionaryContent> {
  const key = `dict:${path}`;
  const cached = await getWithExpiry<DictionaryContent>(key);
  if (cached) return cached;
  try {
    const content = await http.requestOrThrow<DictionaryContent>({ url: `/genfiles/web-app-v2/${path}` });
    await setWithExpiry(key, content, unit === 'main' ? cache.mainTtlMs : cache.ttlMs);
    return content;
  } catch (err) {
    console.warn('dictionary unit not loaded', unit, err);
    return {};
  }
}

import { CacheLifetimeMs } from '@fairline/shared/enums/limits';
import { http } from '../../lib/http';
import { getWithExpiry, setWithExpiry } from '../../lib/storage';

type Dictionary = Record<string, string>;

interface ByLangResponse {
  data: { attributes: { language: string; version: string; dictionaryMap: string } };
}

/**
 * Loads a language's dictionary: the id → path map (cached 15 minutes), then each unit's content
 * (the main unit cached 24 hours, others 15 minutes). Failed loads are only logged.
 */
export async function loadDictionary(lang: string): Promise<Dictionary> {
  const map = await loadMap(lang);
  const units = await Promise.all(Object.entries(map).map(([unit, path]) => loadUnit(unit, path)));
  return Object.assign({}, ...units);
}

async function loadMap(lang: string): Promise<Record<string, string>> {
  const key = `dict-map:${lang}`;
  const cached = await getWithExpiry<Record<string, string>>(key);
  if (cached) return cached;
  const res = await http.requestOrThrow<ByLangResponse>({ url: '/translation-api/by-lang', path: [lang] });
  const map = JSON.parse(res.data.attributes.dictionaryMap) as Record<string, string>;
  await setWithExpiry(key, map, CacheLifetimeMs.dictionary);
  return map;
}

async function loadUnit(unit: string, path: string): Promise<Dictionary> {
  const key = `dict:${path}`;
  const cached = await getWithExpiry<Dictionary>(key);
  if (cached) return cached;
  try {
    const content = await http.requestOrThrow<Dictionary>({ url: `/genfiles/web-app-v2/${path}` });
    const ttl = unit === 'main' ? CacheLifetimeMs.mainDictionary : CacheLifetimeMs.dictionary;
    await setWithExpiry(key, content, ttl);
    return content;
  } catch (err) {
    console.warn('dictionary unit not loaded', unit, err);
    return {};
  }
}

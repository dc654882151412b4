// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptFetch } from '../../test/accounts-test-utils';
import { configureDictionaryCache, loadDictionary } from './dictionary-loader';

// An in-memory AppStorage that records the lifetime each value was saved with.
const saved = new Map<string, { value: unknown; ttlMs: number }>();
vi.mock('../../lib/storage', () => ({
  getWithExpiry: async (key: string) => saved.get(key)?.value,
  setWithExpiry: async (key: string, value: unknown, ttlMs: number) => {
    saved.set(key, { value, ttlMs });
  },
}));

const MAP = JSON.stringify({ main: 'dictionaries/en/main.a1.json', money: 'dictionaries/en/money.b2.json' });

function serveDictionaries() {
  return scriptFetch({
    'GET /translation-api/by-lang/en': {
      body: { data: { attributes: { language: 'en', version: 'v', dictionaryMap: MAP } } },
    },
    'GET /genfiles/web-app-v2/dictionaries/en/main.a1.json': { body: { 'home.title': 'Welcome' } },
    'GET /genfiles/web-app-v2/dictionaries/en/money.b2.json': { body: { 'money.title': 'Money' } },
  });
}

const mapCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.includes('/by-lang/')).length;

beforeEach(() => saved.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  configureDictionaryCache({ version: '', cacheTtlMs: 900_000, mainCacheTtlMs: 86_400_000 });
});

describe('the dictionary cache (dictionary.version, cacheTtlMs, mainCacheTtlMs)', () => {
  it('keeps the map and units for the brand’s lifetimes, the main unit for its own', async () => {
    serveDictionaries();
    configureDictionaryCache({ version: '3', cacheTtlMs: 60_000, mainCacheTtlMs: 600_000 });
    expect(await loadDictionary('en')).toEqual({ 'home.title': 'Welcome', 'money.title': 'Money' });
    expect(saved.get('dict-map:en:3')?.ttlMs).toBe(60_000);
    expect(saved.get('dict:dictionaries/en/money.b2.json')?.ttlMs).toBe(60_000);
    expect(saved.get('dict:dictionaries/en/main.a1.json')?.ttlMs).toBe(600_000);
  });

  it('serves a cached map until the brand changes the version, then fetches it again', async () => {
    const { calls } = serveDictionaries();
    configureDictionaryCache({ version: '3', cacheTtlMs: 60_000, mainCacheTtlMs: 600_000 });
    await loadDictionary('en');
    await loadDictionary('en');
    expect(mapCalls(calls)).toBe(1);
    configureDictionaryCache({ version: '4', cacheTtlMs: 60_000, mainCacheTtlMs: 600_000 });
    await loadDictionary('en');
    expect(mapCalls(calls)).toBe(2);
  });

  it('loads only the units the page did not bring inline (first screen, ADR 0026)', async () => {
    const { calls } = serveDictionaries();
    expect(await loadDictionary('en', ['main'])).toEqual({ 'money.title': 'Money' });
    expect(calls.filter((c) => c.url.includes('/main.'))).toEqual([]);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradingEngine } from '../../trading/engine';
import { buildFeedApp, LINE, LIVE } from './feed-test-app.testing';

// Issue 18, "Arabic and Russian": the feed answers sports, countries and championships in the
// language of `lng`. An Arabic page read "Italy. Serie A" before; it reads "إيطاليا. سيري أ" now.

let app: FastifyInstance;
let engine: TradingEngine;
/** Championships of a nation (not European or South American cups, tours or cyber series). */
let nationalIds: Set<number>;

const ARABIC = /[\u0600-\u06ff]/;
const CYRILLIC = /[\u0400-\u04ff]/;

interface WireChamp {
  LI: number;
  L: string;
  LE: string;
  LR?: string;
  SN: string;
  CN?: string;
}

async function value<T>(url: string): Promise<T> {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.json().Value as T;
}

const allChamps = (lng: string) => value<WireChamp[]>(`${LINE}GetChampsZip?getEmpty=true&lng=${lng}`);

beforeAll(async () => {
  ({ app, engine } = await buildFeedApp());
  const supranational = new Set(
    engine
      .countries()
      .filter((c) => ['EU', 'XSA', 'INT'].includes(c.iso))
      .map((c) => c.id),
  );
  nationalIds = new Set(
    engine
      .championships()
      .filter((c) => !supranational.has(c.countryId))
      .map((c) => c.id),
  );
});
afterAll(() => app.close());

describe('championship, country and sport names follow lng', () => {
  it('answers lng=ar with no Latin-only name for a national league, each led by its country in Arabic', async () => {
    const champs = (await allChamps('ar')).filter((c) => nationalIds.has(c.LI));
    expect(champs.length).toBe(nationalIds.size);
    for (const c of champs) {
      expect(c.L, c.LE).toMatch(ARABIC);
      expect(c.L, c.LE).toMatch(new RegExp(`^${c.CN}\\. `));
      expect(c.CN, c.LE).toMatch(ARABIC);
      expect(c.SN, c.LE).toMatch(ARABIC);
    }
    expect(champs.find((c) => c.LE === 'Italy. Serie A')?.L).toBe('إيطاليا. سيري أ');
    expect(champs.find((c) => c.LE === 'England. Premier League')?.L).toBe('إنجلترا. الدوري الممتاز');
  });

  it('answers lng=ru with no English championship name', async () => {
    for (const c of (await allChamps('ru')).filter((c) => nationalIds.has(c.LI))) {
      expect(c.L, c.LE).toMatch(CYRILLIC);
      expect(c.L).not.toBe(c.LE);
    }
  });

  it('keeps the English and Russian fields (LE, LR) whatever the language, so other clients still read them', async () => {
    const [ar] = await allChamps('ar');
    const [ru] = await allChamps('ru');
    expect(ar?.LE).toBe(ru?.LE);
    expect(ar?.LR).toBe(ru?.L);
  });

  it('names the sport, the championship and the round of a game in Arabic, the teams as they are', async () => {
    const [game] = await value<Record<string, string>[]>(`${LINE}Get1x2_VZip?sports=1&count=1&lng=ar`);
    expect(game?.SN).toBe('كرة القدم');
    expect(game?.L).toMatch(ARABIC);
    expect(game?.O1).toBe(game?.O1E);
    const page = await value<{ L: string; SN: string; MIS: { V: string }[] }>(
      `${LINE}GetGameZip?id=${game?.I}&lng=ar-IQ`,
    );
    expect(page.L).toBe(game?.L);
    expect(page.MIS[0]?.V).toMatch(/^الجولة \d+$/);
  });

  it('lists the sports of the live menu in Arabic for lng=ar', async () => {
    const sports = await value<{ I: number; N: string }[]>(`${LIVE}GetSportsShortZip?lng=ar`);
    expect(sports.length).toBeGreaterThan(0);
    for (const s of sports) expect(s.N, String(s.I)).toMatch(s.I === 85 || s.I === 4046 ? /^(FIFA|CS2)$/ : ARABIC);
  });
});

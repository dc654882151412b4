import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app';
import { listRoutes } from './route-catalog';
import { sampleRequest } from './sample-request';
import { createLoggedInUser, logIn } from './security-users';

// Issue 16: personal answers (the bearer token, the balance, the current user, the office) must
// never be kept by a browser or a shared cache. Answers default to no-store (plugins/no-store.ts).

const t = await createTestApp();
afterAll(() => t.close());
const user = await createLoggedInUser(t.app, t.database, '10.68.0.1');

/** Answers that are the same for every visitor of a site, so their routes choose a cache lifetime. */
const SHARED_ANSWERS = new Set([
  'GET /web-api/api/web/site/v1/config',
  'GET /web-api/api/user/phonemasks',
  'GET /web-api/user/getphonecountries',
  'GET /web-api/getRegions',
  'GET /web-api/getCitiesByRegion',
  'GET /web-api/information/{page}',
  // robots.txt and the sitemaps list public pages of the brand host (features/seo, ADR 0024).
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /sitemaps/{file}',
  // The installable app: the brand's manifest, icons and offline page (features/pwa, ADR 0025).
  'GET /manifest.webmanifest',
  'GET /icons/{file}',
  'GET /apple-touch-icon.png',
  'GET /offline',
  'GET /offline.js',
  // The casino studio's published RTP table (ADR 0034).
  'GET /web-api/casino/v1/studio/games',
  // One day's final results, the same for everyone (features/results, ADR 0040).
  'GET /web-api/results/v1/day',
  // The casino lobby: the brand's catalogue in the visitor's country (ADR 0037).
  'GET /web-api/casino/v1/lobby',
  // A referral banner image: pasted on other sites, the same for everyone with that tag (ADR 0061).
  'GET /web-api/bringfriend/banners/{id}.svg',
  // The statistics pages' calls: history, standings, squads and price graphs, the same for everyone (ADR 0041).
  'GET /service-api/RefGameService/FindMainLiveByLineId',
  'GET /SiteService/StageTable',
  'GET /SiteService/HeadToHead',
  'GET /SiteService/LineUps2',
  'GET /SiteService/GetStadiumForGame_2',
  'GET /SiteService/ShortPlayersInfo',
  'GET /SiteService/HorsesRace',
  'GET /service-api/statisticfeed/api/v1/LineUps',
  'GET /service-api/statisticfeed/api/v1/Status',
  'GET /service-api/statisticfeed/api/v1/TeamLastGames',
  'GET /service-api/statisticfeed/api/v1/SeasonGames',
  'GET /service-api/statisticfeed/api/v1/CoefficientGraph',
  'GET /service-api/restcore/api/External/v1/Web/GetCountries',
  'GET /service-api/restcore/api/External/v1/Web/Sports',
  'GET /service-api/restcore/api/External/v1/Web/CheckLink',
]);
const isSharedAnswer = (route: string) =>
  SHARED_ANSWERS.has(route) ||
  /^GET \/web-api\/i18n\//.test(route) ||
  /^GET \/service-api\/(LineFeed|LiveFeed)\//.test(route);

const PERSONAL = [
  { name: 'the bearer token', method: 'GET', url: '/web-api/user/gettoken' },
  { name: 'the service token', method: 'GET', url: '/web-api/api/mobile/v1/token/' },
  { name: 'the balance', method: 'POST', url: '/web-api/user/balance' },
  { name: 'the balance (GET)', method: 'GET', url: '/web-api/user/balance' },
  { name: 'the current user', method: 'GET', url: '/web-api/session-api/sessions/user' },
  { name: 'the office sessions', method: 'POST', url: '/web-api/officeapi/getusersessions' },
  { name: 'the office cashier data', method: 'GET', url: '/web-api/officeapi/getrechargedata' },
  { name: 'the office payment history', method: 'POST', url: '/web-api/officeapi/gethistorypaymentmainaccount' },
  { name: 'the office secure question', method: 'POST', url: '/web-api/officeapi/getUserSecureQuestion?lang=en' },
] as const;

describe('personal answers are never cached', () => {
  it.each(PERSONAL)('$name answers 200 with Cache-Control: no-store', async ({ method, url }) => {
    const res = await t.app.inject({ method, url, headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('every route answers a signed-in player with no-store, except answers shared by every visitor', async () => {
    const cached: string[] = [];
    let headers = user.headers;
    for (const route of await listRoutes(t.app)) {
      const name = `${route.method} ${route.path}`;
      const { input: _input, ...req } = sampleRequest(route);
      const res = await t.app.inject({ ...req, headers: { ...headers, ...req.headers }, remoteAddress: '10.68.0.2' });
      const control = String(res.headers['cache-control'] ?? '');
      if (!isSharedAnswer(name) && res.statusCode < 300 && !control.includes('no-store')) {
        cached.push(`${name} → ${res.statusCode} cache-control: ${control || 'none'}`);
      }
      // Logout and "end every session" end this one: go on with a new session.
      if (res.statusCode === 401 || route.path.includes('disconnect'))
        headers = (await logIn(t.app, user.email, '10.68.0.1')).headers;
    }
    expect(cached).toEqual([]);
  });

  it('an error answer is never cached, even where the route had chosen a cache lifetime', async () => {
    const res = await t.app.inject({ url: '/web-api/information/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

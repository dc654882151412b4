import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testConfig } from '../../config/env';
import { seedDemo } from '../../db/seed';
import { INFORMATION_PAGES_SEED } from '../../db/seed/information';
import { createSiteConfigService } from '../config/config.service';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

// The content desk (issue 24 §2 content and configuration, ADR 0055): a brand × country configuration
// is saved only when the site's sanitiser keeps every value, a preview shows the diff first, each save
// and rollback is a new version with an audit row (before/after), and the site answers the change.
let t: TestApp;
let content: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  content = await signedInStaff(t.app, t.database, 'content');
  support = await signedInStaff(t.app, t.database, 'support');
}, 60_000);
afterAll(() => t.close());

type Row = Record<string, Record<string, unknown>>;
type MenuItem = { id: string; langKey: string; visible?: unknown };
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, s: TestStaff = content) =>
  t.app.inject({ method, url, headers: asStaff(s.cookie), ...(payload ? { payload } : {}) });
const readConfig = async (brand: string, country = '*') =>
  (await call('GET', `/admin-api/content/config?brand=${brand}&country=${encodeURIComponent(country)}`)).json<{
    version: number;
    config: Row;
    effective: { header: { menu: MenuItem[] } };
  }>();
const siteMenu = async (host: string) =>
  (await t.app.inject({ url: '/web-api/api/web/site/v1/config', headers: { host } }))
    .json()
    .data.attributes.settings.header.menu.filter((i: MenuItem) => i.visible)
    .map((i: MenuItem) => i.langKey);
const auditRows = (action: string, subject: string) =>
  t.database.query<{
    staff_email: string;
    before: { version: number; values: Record<string, unknown> };
    after: { version: number; values: Record<string, unknown> };
  }>('select staff_email, before, after from staff_audit where action = $1 and subject = $2 order by id', [
    action,
    subject,
  ]);
function hideLive(config: Row): Row {
  const menu = ((config.header?.menu ?? []) as MenuItem[]).map((i) =>
    i.langKey === 'menu.live' ? { ...i, visible: false } : i,
  );
  return { ...config, header: { ...config.header, menu } };
}

describe('configuration editing through the site’s sanitiser', () => {
  it('refuses a row the sanitiser would change, naming each path, and saves nothing', async () => {
    const { config, version } = await readConfig('meridian');
    const bad = structuredClone(config);
    (bad.header as { menu: Record<string, unknown>[] }).menu[0]!.visibel = false;
    bad.customization = { ...bad.customization, accentColor: 'red; background:url(x)' };
    bad.promo = { ...bad.promo, isFreeMoney: true };
    const res = await call('PUT', '/admin-api/content/config', {
      brand: 'meridian',
      base_version: version,
      config: bad,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('config_invalid');
    expect(Object.keys(res.json().validation_errors).sort()).toEqual([
      'customization.accentColor',
      'header.menu[0].visibel',
      'promo.isFreeMoney',
    ]);
    expect((await readConfig('meridian')).version).toBe(version);
  });

  it('previews the raw diff and its effect on what players get, without saving', async () => {
    const { config, version } = await readConfig('meridian');
    const res = await call('POST', '/admin-api/content/config/preview', {
      brand: 'meridian',
      base_version: version,
      config: hideLive(config),
    });
    expect(res.statusCode).toBe(200);
    const { problems, changes, effects } = res.json();
    expect(problems).toEqual([]);
    expect(changes).toEqual([{ path: expect.stringMatching(/^header\.menu\[\d+\]\.visible$/), after: false }]);
    expect(effects).toEqual([
      { path: expect.stringMatching(/^header\.menu\[\d+\]\.visible$/), before: true, after: false },
    ]);
    expect(await siteMenu('meridian.localhost')).toContain('menu.live');
  });

  it('saves a version that the brand’s site answers at once, the other brand unchanged, audited', async () => {
    const before = await readConfig('meridian');
    const fairlineMenu = await siteMenu('localhost');
    expect(fairlineMenu).toContain('menu.live');
    const res = await call('PUT', '/admin-api/content/config', {
      brand: 'meridian',
      base_version: before.version,
      config: hideLive(before.config),
      note: 'Live is closed for maintenance',
    });
    expect(res.statusCode).toBe(200);
    // Version 1 keeps the row as found before the first edit; the save is version 2.
    expect(res.json().version).toBe(Math.max(before.version, 1) + 1);
    expect(await siteMenu('meridian.localhost')).not.toContain('menu.live');
    expect(await siteMenu('localhost')).toEqual(fairlineMenu);
    const [audit] = await auditRows('content.config_saved', 'site_config:meridian:*');
    expect(audit?.staff_email).toBe(content.email);
    expect(audit?.before.version).toBe(before.version);
    // Before and after name the versions and hold each changed value on either side.
    const [path] = Object.keys(audit?.after.values ?? {});
    expect(path).toMatch(/^header\.menu\[\d+\]\.visible$/);
    expect(audit?.before.values).toEqual({ [path ?? '']: null });
    expect(audit?.after).toEqual({ version: res.json().version, values: { [path ?? '']: false } });
  });

  it('refuses a save over a version that is no longer the latest (409 config_changed)', async () => {
    const res = await call('PUT', '/admin-api/content/config', {
      brand: 'meridian',
      base_version: 1,
      config: (await readConfig('meridian')).config,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error_code).toBe('config_changed');
  });

  it('lists the versions newest first and rolls back to one as a new version, audited', async () => {
    const versions = (await call('GET', '/admin-api/content/config/versions?brand=meridian')).json();
    expect(versions.items.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions.items[0]).toMatchObject({ note: 'Live is closed for maintenance', staff_email: content.email });
    const res = await call('POST', '/admin-api/content/config/rollback', {
      brand: 'meridian',
      version: 1,
      base_version: 2,
    });
    expect(res.json()).toEqual({ version: 3 });
    expect(await siteMenu('meridian.localhost')).toContain('menu.live');
    const v1 = (await call('GET', '/admin-api/content/config/versions/1?brand=meridian')).json().config;
    expect((await readConfig('meridian')).config).toEqual(v1);
    const [audit] = await auditRows('content.config_rolled_back', 'site_config:meridian:*');
    expect(audit?.after).toMatchObject({ version: 3, restored_from: 1 });
    const csv = (await call('GET', '/admin-api/content/config/versions.csv?brand=meridian')).body;
    expect(csv.split('\r\n')[0]).toBe('version,note,restored_from,staff_email,created_at');
  });

  it('another server, which the save cannot reach, shows the change once its 30 s cache window has passed', async () => {
    const other = createSiteConfigService(t.database, testConfig());
    const meridianRequest = { headers: { host: 'meridian.localhost' } } as unknown as FastifyRequest;
    const visibleOn = async () =>
      (await other.resolve(meridianRequest)).settings.header.menu.filter((i) => i.visible).map((i) => i.langKey);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      expect(await visibleOn()).toContain('menu.live');
      const { config, version } = await readConfig('meridian');
      const saved = await call('PUT', '/admin-api/content/config', {
        brand: 'meridian',
        base_version: version,
        config: hideLive(config),
      });
      expect(saved.statusCode).toBe(200);
      vi.advanceTimersByTime(29_000);
      expect(await visibleOn()).toContain('menu.live');
      vi.advanceTimersByTime(2_000);
      expect(await visibleOn()).not.toContain('menu.live');
    } finally {
      vi.useRealTimers();
    }
    const restored = await call('POST', '/admin-api/content/config/rollback', {
      brand: 'meridian',
      version: 3,
      base_version: (await readConfig('meridian')).version,
    });
    expect(restored.statusCode).toBe(200);
    expect(await siteMenu('meridian.localhost')).toContain('menu.live');
  });

  it('creates a country override with its first version; it applies to visitors of that country only', async () => {
    const fresh = await readConfig('meridian', 'de');
    expect(fresh).toMatchObject({ version: 0, config: null });
    const res = await call('PUT', '/admin-api/content/config', {
      brand: 'meridian',
      country: 'de',
      base_version: 0,
      config: { registration: { minAge: 21 } },
    });
    expect(res.json()).toEqual({ version: 2 });
    const minAge = async (country: string) =>
      (
        await t.app.inject({
          url: '/web-api/api/web/site/v1/config',
          headers: { host: 'meridian.localhost', 'x-geo-country': country },
        })
      ).json().data.attributes.settings.registration.minAge;
    expect(await minAge('de')).toBe(21);
    expect(await minAge('gb')).toBe(18);
    const brands = (await call('GET', '/admin-api/content/brands')).json().items;
    expect(brands.find((b: { slug: string }) => b.slug === 'meridian').countries).toContain('de');
  });

  it('is for content and admin staff only (403 for support)', async () => {
    expect((await call('GET', '/admin-api/content/config?brand=meridian', undefined, support)).statusCode).toBe(403);
  });
});

describe('information pages per language', () => {
  it('saves a brand’s own text, which the public page answers for that brand only, audited', async () => {
    const page = (host: string) =>
      t.app.inject({ url: '/web-api/information/about?lang=en', headers: { host } }).then((r) => r.json().data);
    const fairlineBefore = await page('localhost');
    const res = await call('PUT', '/admin-api/content/pages', {
      brand: 'meridian',
      page: 'about',
      lang: 'en',
      title: 'About Meridian',
      blocks: [
        { type: 'h2', text: 'Who we are' },
        { type: 'p', text: 'A licensed bookmaker.' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const meridian = await page('meridian.localhost');
    expect(meridian.attributes).toMatchObject({
      title: 'About Meridian',
      blocks: [{ type: 'h2', text: 'Who we are' }, {}],
    });
    expect(await page('localhost')).toEqual(fairlineBefore);
    const [audit] = await auditRows('content.page_saved', 'information:meridian:about:en');
    expect(audit?.after).toMatchObject({ title: 'About Meridian' });
    const listed = (await call('GET', '/admin-api/content/pages?brand=meridian')).json().items;
    expect(listed).toContainEqual(expect.objectContaining({ page: 'about', lang: 'en', title: 'About Meridian' }));
  });

  it('refuses a block type the information page does not render', async () => {
    const res = await call('PUT', '/admin-api/content/pages', {
      brand: 'meridian',
      page: 'about',
      lang: 'en',
      title: 'x',
      blocks: [{ type: 'script', text: 'alert(1)' }],
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('casino visibility per brand', () => {
  it('narrows a brand’s categories: its lobby drops those games, the other brand keeps them', async () => {
    const lobby = async (host: string) =>
      (await t.app.inject({ url: '/web-api/casino/v1/lobby', headers: { host } })).json().data;
    const fairlineBefore = await lobby('localhost');
    const current = (await call('GET', '/admin-api/content/casino?brand=fairline')).json();
    expect(current.games.length).toBeGreaterThan(0);
    const res = await call('PUT', '/admin-api/content/casino', {
      brand: 'fairline',
      base_version: current.version,
      isEnabled: true,
      categories: ['slots'],
      providers: [],
    });
    expect(res.statusCode).toBe(200);
    const after = await lobby('localhost');
    expect(after.categories.map((c: { id: string }) => c.id)).toEqual(['slots']);
    expect(after.games.every((g: { category: string }) => g.category === 'slots')).toBe(true);
    expect(fairlineBefore.games.length).toBeGreaterThan(after.games.length);
    expect((await lobby('meridian.localhost')).categories.length).toBeGreaterThan(1);
    const shown = (await call('GET', '/admin-api/content/casino?brand=fairline')).json();
    expect(shown.games.filter((g: { offered: boolean }) => g.offered).length).toBe(after.games.length);
    const [audit] = await auditRows('content.casino_saved', 'site_config:fairline:*');
    expect(audit?.after).toMatchObject({ values: { 'thirdPartyCasino.categories[1]': null } });
    expect(audit?.before).toMatchObject({ values: { 'thirdPartyCasino.categories[1]': 'table' } });
  });
});

describe('a single casino game hidden in one brand', () => {
  it('leaves that brand’s lobby without it, the other brand keeps it, and the desk shows it not offered', async () => {
    const lobbyIds = async (host: string) =>
      (await t.app.inject({ url: '/web-api/casino/v1/lobby', headers: { host } }))
        .json()
        .data.games.map((g: { id: string }) => g.id);
    const current = (await call('GET', '/admin-api/content/casino?brand=meridian')).json();
    // A game both brands offer (the demo's Meridian offers part of the studio's games).
    const target = (await lobbyIds('meridian.localhost'))[0];
    expect(await lobbyIds('localhost')).toContain(target);
    const res = await call('PUT', '/admin-api/content/casino', {
      brand: 'meridian',
      base_version: current.version,
      ...current.effective,
      hiddenGames: [target],
    });
    expect(res.statusCode).toBe(200);
    const after = await lobbyIds('meridian.localhost');
    expect(after).not.toContain(target);
    expect(after.length).toBe(current.games.filter((g: { offered: boolean }) => g.offered).length - 1);
    expect(await lobbyIds('localhost')).toContain(target);
    const shown = (await call('GET', '/admin-api/content/casino?brand=meridian')).json();
    expect(shown.effective.hiddenGames).toEqual([target]);
    expect(shown.games.find((g: { id: string }) => g.id === target)?.offered).toBe(false);
  });
});

describe('a restart', () => {
  it('runs the demo seed without undoing what staff saved: configuration rows and common page texts', async () => {
    const before = await readConfig('fairline');
    const saved = await call('PUT', '/admin-api/content/config', {
      brand: 'fairline',
      base_version: before.version,
      config: hideLive(before.config),
      note: 'kept across restarts',
    });
    expect(saved.statusCode).toBe(200);
    const page = await call('PUT', '/admin-api/content/pages', {
      brand: 'fairline',
      common: true,
      page: 'rules',
      lang: 'ru',
      title: 'Правила (редакция)',
      blocks: [{ type: 'p', text: 'Текст службы поддержки.' }],
    });
    expect(page.statusCode).toBe(200);

    await seedDemo(t.database);

    expect((await readConfig('fairline')).config).toEqual(hideLive(before.config));
    const [row] = await t.database.query<{ title: string }>(
      "select title from information_pages where brand_id is null and page_key = 'rules' and lang = 'ru'",
    );
    expect(row?.title).toBe('Правила (редакция)');
    // A row nobody edited still follows the seed.
    const [other] = await t.database.query<{ title: string }>(
      "select title from information_pages where brand_id is null and page_key = 'rules' and lang = 'en'",
    );
    expect(other?.title).toBe(INFORMATION_PAGES_SEED.find((p) => p.key === 'rules')?.title.en);
  });
});

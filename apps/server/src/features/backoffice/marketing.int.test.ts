// The marketing desk through the real app (issue 24 §2 "Marketing", ADR 0056): campaigns created with
// their rules checked, scheduled and stopped — and what the promotions API and promo codes then do —
// and a bonus granted to one player: idempotent by key, one ledger transaction, the office and the
// inbox show it, every action in the staff audit.
import type { CampaignCreateInput, CampaignItem } from '@fairline/shared/wire/backoffice-marketing';
import type { Promotion } from '@fairline/shared/wire/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BonusTestApp, createBonusTestApp, DAY } from '../bonuses/bonuses.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

let t: BonusTestApp;
let marketing: TestStaff;
let support: TestStaff;
let seq = 0;

beforeAll(async () => {
  t = await createBonusTestApp();
  marketing = await signedInStaff(t.app, t.database, 'marketing');
  support = await signedInStaff(t.app, t.database, 'support');
}, 60_000);
afterAll(() => t.close());

const CAMPAIGNS = '/admin-api/marketing/campaigns';

/** A valid promo campaign request with a unique code; `over` changes fields. */
function promoBody(over: Partial<CampaignCreateInput> = {}): CampaignCreateInput {
  seq += 1;
  const tag = `${seq}X${Math.floor(Math.random() * 1e6)}`;
  return {
    code: `PROMO_DESK${tag}`,
    kind: 'promo',
    product: 'sport',
    brand_id: 1,
    countries: null,
    currency_ids: null,
    names: { en: `Desk code ${tag}`, ru: `Код ${tag}` },
    percent: null,
    max_usd: 10,
    wager_multiplier: 3,
    min_odds_single: 1.5,
    min_odds_leg: 1.4,
    min_odds_express: 2,
    max_bet_usd: null,
    valid_days: 7,
    starts_at: null,
    ends_at: null,
    promo_code: `DESK${tag}`,
    max_activations: 100,
    ...over,
  };
}

const create = (body: unknown, staff = marketing) =>
  t.app.inject({ method: 'POST', url: CAMPAIGNS, headers: asStaff(staff.cookie), payload: body as object });
async function created(over: Partial<CampaignCreateInput> = {}): Promise<CampaignItem> {
  const res = await create(promoBody(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ campaign: CampaignItem }>().campaign;
}
const post = (url: string, payload: object, staff = marketing) =>
  t.app.inject({ method: 'POST', url, headers: asStaff(staff.cookie), payload });
const promotions = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/web-api/api/v3/bonuses/promotions?lang=en' });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Promotion[] }>().data.map((p) => p.code);
};
const activate = (headers: Record<string, string>, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/web-api/officeapi/promo/activate?lang=en',
    headers,
    payload: { promo_code: code },
  });
const auditOf = (action: string, subject: string) =>
  t.database.query<{ reason: string | null; staff_email: string; before: unknown; after: unknown }>(
    'select reason, staff_email, before, after from staff_audit where action = $1 and subject = $2',
    [action, subject],
  );

describe('creating a campaign', () => {
  it('stores a promo campaign running at once, audited, and the promotions pages list it', async () => {
    const c = await created();
    expect(c).toMatchObject({
      status: 'running',
      kind: 'promo',
      max_usd: 10,
      activations: 0,
      created_by: marketing.email,
    });
    expect(await promotions()).toContain(c.code);
    const [row] = await auditOf('marketing.campaign_created', `campaign:${c.id}`);
    expect(row).toMatchObject({ staff_email: marketing.email, after: { code: c.code, promo_code: c.promo_code } });
  });

  it('refuses a request that breaks the rules, naming the field', async () => {
    const cases: [Partial<CampaignCreateInput>, string][] = [
      [{ promo_code: null }, 'promo_code'],
      [{ kind: 'welcome', percent: 100 }, 'promo_code'],
      [{ kind: 'reload', promo_code: null, max_activations: null, percent: null }, 'percent'],
      [{ starts_at: '2030-01-02T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' }, 'ends_at'],
      [{ code: 'ONEWORD' }, 'code'],
      [{ valid_days: 0 }, 'valid_days'],
      [{ min_odds_single: 0.5 }, 'min_odds_single'],
      [{ max_usd: 0 }, 'max_usd'],
    ];
    for (const [over, field] of cases) {
      const res = await create(promoBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.json<{ validation_errors: object }>().validation_errors)).toContain(field);
    }
    const unknownCurrency = await create(promoBody({ currency_ids: [9999] }));
    expect(unknownCurrency.statusCode).toBe(400);
    expect(unknownCurrency.json()).toMatchObject({ validation_errors: { currency_ids: 'There is no currency 9999' } });
    const unknownBrand = await create(promoBody({ brand_id: 999 }));
    expect(unknownBrand.json()).toMatchObject({ validation_errors: { brand_id: 'There is no brand 999' } });
  });

  it('refuses a taken campaign code or promo code (409), and support may not create (403)', async () => {
    const c = await created();
    expect((await create(promoBody({ code: c.code }))).json()).toMatchObject({ error_code: 'campaign_code_taken' });
    expect((await create(promoBody({ promo_code: c.promo_code }))).json()).toMatchObject({
      error_code: 'promo_code_taken',
    });
    expect((await create(promoBody(), support)).statusCode).toBe(403);
  });
});

describe('the campaign list', () => {
  it('pages and sorts on the server by the column asked for, filtered by status and brand', async () => {
    await created();
    await created({ brand_id: 2 });
    const get = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${CAMPAIGNS}?${query}`,
        headers: asStaff(marketing.cookie),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: CampaignItem[]; total: number }>();
    };
    const byCode = await get('sort=code&dir=asc&limit=200');
    const codes = byCode.items.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
    const newest = await get('limit=2');
    expect(newest.items[0]?.id).toBeGreaterThan(newest.items[1]?.id ?? Infinity);
    expect(newest.total).toBeGreaterThan(2);
    // A brand's list holds its own and the every-brand campaigns, never another brand's.
    const meridian = await get('brand=2&limit=200');
    expect(meridian.items.every((c) => c.brand_id === null || c.brand_id === 2)).toBe(true);
    expect(meridian.items.some((c) => c.brand_id === 2)).toBe(true);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${CAMPAIGNS}?sort=nosuch`,
      headers: asStaff(marketing.cookie),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('scheduling and stopping', () => {
  it('a scheduled campaign is not on the pages and its code is not active until its start', async () => {
    const player = await t.player({ welcome: null });
    const start = new Date(t.bonusClock.now.getTime() + DAY).toISOString();
    const c = await created({ starts_at: start });
    expect(c.status).toBe('scheduled');
    expect(await promotions()).not.toContain(c.code);
    expect((await activate(player.headers, c.promo_code ?? '')).json()).toMatchObject({
      error_code: 'promo_not_started',
    });

    const res = await post(`${CAMPAIGNS}/${c.id}/schedule`, { starts_at: null, ends_at: null, reason: 'start now' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ campaign: CampaignItem }>().campaign.status).toBe('running');
    expect(await promotions()).toContain(c.code);
    const [row] = await auditOf('marketing.campaign_scheduled', `campaign:${c.id}`);
    expect(row).toMatchObject({ reason: 'start now', before: { status: 'scheduled' }, after: { status: 'running' } });

    const past = await post(`${CAMPAIGNS}/${c.id}/schedule`, { starts_at: null, ends_at: '2020-01-01T00:00:00Z' });
    expect(past.json()).toMatchObject({ validation_errors: { ends_at: expect.stringContaining('stop it') } });
  });

  it('stopping ends new grants (pages, promo code) and leaves the bonuses it granted running', async () => {
    const c = await created();
    const early = await t.player({ welcome: null });
    expect((await activate(early.headers, c.promo_code ?? '')).statusCode).toBe(200);

    const stop = await post(`${CAMPAIGNS}/${c.id}/stop`, { reason: 'budget spent' });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json<{ campaign: CampaignItem }>().campaign).toMatchObject({ status: 'stopped', bonuses_granted: 1 });
    expect(await promotions()).not.toContain(c.code);
    const late = await t.player({ welcome: null });
    expect((await activate(late.headers, c.promo_code ?? '')).json()).toMatchObject({ error_code: 'promo_unknown' });
    const stillActive = await t.bonuses(early);
    expect(stillActive.active.map((b) => b.name)).toEqual([c.name]);

    expect((await post(`${CAMPAIGNS}/${c.id}/stop`, { reason: 'again' })).json()).toMatchObject({
      error_code: 'campaign_stopped',
    });
    expect((await post(`${CAMPAIGNS}/${c.id}/schedule`, { starts_at: null, ends_at: null })).statusCode).toBe(409);
    const [row] = await auditOf('marketing.campaign_stopped', `campaign:${c.id}`);
    expect(row).toMatchObject({ reason: 'budget spent', before: { status: 'running' }, after: { status: 'stopped' } });

    const list = await t.app.inject({
      method: 'GET',
      url: `${CAMPAIGNS}?status=stopped`,
      headers: asStaff(marketing.cookie),
    });
    expect(list.json<{ items: CampaignItem[] }>().items.map((i) => i.id)).toContain(c.id);
    const csv = await t.app.inject({
      method: 'GET',
      url: `${CAMPAIGNS}.csv?status=stopped`,
      headers: asStaff(marketing.cookie),
    });
    expect(csv.body).toContain(c.code);
  });
});

describe('granting a bonus to a player', () => {
  it('grants once per key through one ledger transaction; the office and the inbox show it; audited', async () => {
    const c = await created({ max_usd: 20 });
    const player = await t.player({ welcome: null });
    const body = {
      campaign_id: c.id,
      amount_minor: 15_00,
      reason: 'Apology for the outage',
      idempotency_key: `key-${c.id}-a`,
    };
    const first = await post(`/admin-api/players/${player.id}/bonuses`, body);
    expect(first.statusCode, first.body).toBe(200);
    const granted = first.json<{ bonus_id: number; replayed: boolean }>();
    expect(granted).toMatchObject({
      replayed: false,
      amount_minor: 15_00,
      currency_id: 10,
      wager_required_minor: 45_00,
    });

    const again = await post(`/admin-api/players/${player.id}/bonuses`, body);
    expect(again.json()).toMatchObject({ bonus_id: granted.bonus_id, replayed: true });
    expect(await t.txCount('bonus_granted', granted.bonus_id)).toBe(1);
    expect(await t.balance(await t.bonusAccountOf(player))).toBe(15_00);

    const office = await t.bonuses(player);
    expect(office.active.map((b) => b.id)).toEqual([granted.bonus_id]);
    // A grant of a promo campaign is not a code the player entered: their promo-code history stays empty.
    const codes = await t.app.inject({
      method: 'GET',
      url: '/web-api/officeapi/promo/getUserPromoCodesNew?lang=en',
      headers: player.headers,
    });
    expect(codes.json()).toEqual({ data: [] });
    const inbox = await t.database.query<{ template: string }>(
      `select template from inbox_messages where user_id = $1 and kind = 'bonus'`,
      [player.id],
    );
    expect(inbox.map((m) => m.template)).toEqual(['bonus_granted']);
    const audits = await auditOf('marketing.bonus_granted', `user:${player.id}`);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ reason: 'Apology for the outage', after: { bonus_id: granted.bonus_id } });

    // One active bonus per account: a second key while it runs is refused, nothing moves.
    const busy = await post(`/admin-api/players/${player.id}/bonuses`, { ...body, idempotency_key: `key-${c.id}-b` });
    expect(busy.json()).toMatchObject({ error_code: 'bonus_busy' });
    await assertLedgerInvariants(t.database);
  });

  it('refuses above the cap, from a stopped campaign, and for a role without marketing.grant', async () => {
    const c = await created({ max_usd: 5 });
    const player = await t.player({ welcome: null });
    const url = `/admin-api/players/${player.id}/bonuses`;
    const body = { campaign_id: c.id, reason: 'goodwill', idempotency_key: `cap-${c.id}-x` };
    expect((await post(url, { ...body, amount_minor: 5_01 })).json()).toMatchObject({
      validation_errors: { amount_minor: expect.stringContaining('cap') },
    });
    expect((await post(url, body, support)).statusCode).toBe(403);
    await post(`${CAMPAIGNS}/${c.id}/stop`, { reason: 'closing' });
    expect((await post(url, body)).json()).toMatchObject({ error_code: 'campaign_not_running' });
    expect(await t.bonuses(player)).toMatchObject({ active: [], history: [] });
  });
});

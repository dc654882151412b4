// The promotions pages' public list and the office's promo codes through the real app (issue 22,
// ADR 0044): what each visitor sees, a promo code granted once per player within its dates, limit,
// brand, country and currency, only when player protection allows, and the player's promo-code history.
import { currencyByCode } from '@fairline/shared/lookups/currencies';
import type { Promotion, UserPromoCode } from '@fairline/shared/wire/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { usdInMinor } from './bonus-rules';
import { type BonusPlayer, type BonusTestApp, createBonusTestApp, DAY, onlyActive } from './bonuses.testing';

let t: BonusTestApp;
beforeAll(async () => {
  t = await createBonusTestApp();
});
afterAll(() => t.close());

const LIST = '/web-api/api/v3/bonuses/promotions';
const PROMO = '/web-api/officeapi/promo';
const SEEDED = ['WELCOME_SPORT', 'WELCOME_CASINO', 'RELOAD_SPORT', 'PROMO_START'];

const list = async (headers: Record<string, string> = {}, query = 'lang=en') => {
  const res = await t.app.inject({ method: 'GET', url: `${LIST}?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Promotion[] }>().data;
};
const check = (player: BonusPlayer, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `${PROMO}/check?lang=en`,
    headers: player.headers,
    payload: { promo_code: code },
  });
const activate = (player: BonusPlayer, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `${PROMO}/activate?lang=en`,
    headers: player.headers,
    payload: { promo_code: code },
  });
const history = async (player: BonusPlayer) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${PROMO}/getUserPromoCodesNew?lang=ru`,
    headers: player.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: UserPromoCode[] }>().data;
};

let seq = 0;
/** A promo campaign of the test's own: 10 USD, ×3, with the given scope, dates and limit. */
async function promoCampaign(opts: {
  brand?: 'fairline' | 'meridian' | null;
  countries?: string[];
  currencyIds?: number[];
  startsAt?: Date;
  endsAt?: Date;
  maxActivations?: number;
  isListed?: boolean;
}): Promise<string> {
  seq += 1;
  const code = `TEST${seq}X${Math.floor(Math.random() * 1e6)}`;
  await t.database.query(
    `insert into bonus_campaigns (code, brand_id, kind, bonus_type, product, names, percent, max_usd, wager_multiplier,
       valid_days, countries, currency_ids, starts_at, ends_at, promo_code, max_activations, is_listed)
     values ($1, (select id from brands where slug = $2), 'promo', 3, 'sport', '{"en":"Test code"}', 100, 10, 3, 7,
       $3, $4, $5, $6, $1, $7, $8)`,
    [
      code,
      opts.brand === undefined ? 'fairline' : opts.brand,
      opts.countries ?? null,
      opts.currencyIds ?? null,
      opts.startsAt ?? null,
      opts.endsAt ?? null,
      opts.maxActivations ?? null,
      opts.isListed ?? true,
    ],
  );
  return code;
}

const bonusCount = async (player: BonusPlayer) => {
  const [row] = await t.database.query<{ n: unknown }>('select count(*) as n from bonuses where user_id = $1', [
    player.id,
  ]);
  return Number(row?.n);
};

describe('the promotions list (GET /web-api/api/v3/bonuses/promotions)', () => {
  it('shows a guest the brand’s running campaigns in the site’s language and currency (tenge in Kazakhstan)', async () => {
    const kzt = currencyByCode('KZT');
    if (!kzt) throw new Error('no KZT');
    const promotions = (await list({}, 'lang=ru')).filter((p) => SEEDED.includes(p.code));
    expect(promotions.map((p) => p.code)).toEqual(SEEDED);
    const welcome = promotions[0];
    expect(welcome).toMatchObject({
      slug: 'welcome-sport',
      kind: 'welcome',
      name: 'Приветственный бонус на спорт',
      percent: 100,
      amount: usdInMinor(100, kzt),
      currencyIso: 'KZT',
      promoCode: null,
    });
    expect(welcome?.description).toContain('первый депозит');
    expect(welcome?.rules).toMatchObject({ multiplier: 5, minOddsSingle: 1.5, maxBet: usdInMinor(50, kzt) });
  });

  it('shows a player the terms in their own account currency, with the promo code to enter', async () => {
    const player = await t.player();
    const promotions = await list(player.headers);
    expect(promotions.find((p) => p.code === 'WELCOME_SPORT')).toMatchObject({ amount: 100_00, currencyIso: 'USD' });
    expect(promotions.find((p) => p.code === 'PROMO_START')).toMatchObject({
      slug: 'promo-start',
      kind: 'promo',
      type: 3,
      promoCode: 'START20',
      amount: 20_00,
      percent: null,
      minDeposit: null,
      validDays: 14,
    });
  });

  it('lists only what runs for the brand, country and currency now: not another brand’s, an ended or an unlisted one', async () => {
    const gbOnly = await promoCampaign({ countries: ['gb'] });
    const ended = await promoCampaign({ endsAt: new Date(Date.now() - DAY) });
    const unlisted = await promoCampaign({ isListed: false });
    const kztOnly = await promoCampaign({ currencyIds: [4] });
    const kz = (await list()).map((p) => p.code);
    expect(kz).toContain(kztOnly);
    expect(kz).not.toContain(gbOnly);
    expect(kz).not.toContain(ended);
    expect(kz).not.toContain(unlisted);
    const gb = (await list({ 'x-geo-country': 'gb' })).map((p) => p.code);
    // A British guest pays in pounds: the tenge-only code is not for them, the British one is.
    expect(gb).toContain(gbOnly);
    expect(gb).not.toContain(kztOnly);
    expect(await list({ host: 'meridian.localhost' })).toEqual([]);
  });

  it('opens one campaign’s page by its slug, and answers 404 for a campaign the visitor cannot see', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${LIST}/reload-sport?lang=ar` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ code: 'RELOAD_SPORT', name: 'مكافأة إعادة الإيداع', percent: 50 });
    expect((await t.app.inject({ method: 'GET', url: `${LIST}/no-such-campaign` })).statusCode).toBe(404);
    const meridian = await t.app.inject({
      method: 'GET',
      url: `${LIST}/welcome-sport`,
      headers: { host: 'meridian.localhost' },
    });
    expect(meridian.statusCode).toBe(404);
  });
});

describe('promo codes in the office', () => {
  it('checks a code without granting anything, then activates it once: 20 USD on the bonus account, wagered five times', async () => {
    const player = await t.player({ welcome: null });
    const checked = await check(player, 'start20');
    expect(checked.json().data).toMatchObject({ promoCode: 'START20', isValid: true, refusal: null });
    expect(checked.json().data.promotion).toMatchObject({ code: 'PROMO_START', amount: 20_00 });
    expect(await bonusCount(player)).toBe(0);
    const res = await activate(player, 'Start20');
    expect(res.statusCode, res.body).toBe(200);
    const bonus = res.json().data;
    expect(bonus).toMatchObject({
      promoId: 'PROMO_START',
      type: 3,
      amount: 20_00,
      money: 20_00,
      requiredValue: 100_00,
    });
    expect(onlyActive(await t.bonuses(player)).id).toBe(bonus.id);
    expect(await t.txCount('bonus_granted', bonus.id)).toBe(1);
    expect(await t.balance(await t.bonusAccountOf(player))).toBe(20_00);
    await assertLedgerInvariants(t.database);
  });

  it('refuses an unknown code with 404 promo_unknown', async () => {
    const player = await t.player();
    const res = await activate(player, 'NOSUCHCODE');
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('promo_unknown');
    expect((await check(player, 'NOSUCHCODE')).json().data).toMatchObject({ isValid: false, refusal: 'promo_unknown' });
  });

  it('grants a code once per player: again, or twice at the same moment, it is promo_used', async () => {
    const player = await t.player({ welcome: null });
    const code = await promoCampaign({});
    const answers = await Promise.all([activate(player, code), activate(player, code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const again = await activate(player, code);
    expect([again.statusCode, again.json().error_code]).toEqual([409, 'promo_used']);
    expect((await check(player, code)).json().data.refusal).toBe('promo_used');
    expect(await bonusCount(player)).toBe(1);
    await assertLedgerInvariants(t.database);
  });

  it('refuses a code before its start and after its end', async () => {
    const player = await t.player({ welcome: null });
    const early = await promoCampaign({ startsAt: new Date(Date.now() + DAY) });
    const late = await promoCampaign({ endsAt: new Date(Date.now() - DAY) });
    expect((await activate(player, early)).json().error_code).toBe('promo_not_started');
    const expired = await activate(player, late);
    expect([expired.statusCode, expired.json().error_code]).toEqual([409, 'promo_expired']);
    expect(await bonusCount(player)).toBe(0);
  });

  it('stops at the code’s activation limit, also when players race for the last ones', async () => {
    const code = await promoCampaign({ maxActivations: 2 });
    const players = await Promise.all([1, 2, 3].map(() => t.player({ welcome: null })));
    const answers = await Promise.all(players.map((p) => activate(p, code)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error_code).toBe('promo_exhausted');
    const [row] = await t.database.query<{ activations: number }>(
      'select activations from bonus_campaigns where promo_code = $1',
      [code],
    );
    expect(row?.activations).toBe(2);
    await assertLedgerInvariants(t.database);
  });

  it('gives a player on a time-out nothing: player protection refuses the bonus claim (403)', async () => {
    const player = await t.player({ welcome: null });
    // Taking the time-out through its route ends the player's sessions; its block as protection keeps it.
    await t.database.query(`insert into rg_blocks (user_id, kind, until) values ($1, 'timeout', $2)`, [
      player.id,
      new Date(t.clock.now.getTime() + DAY),
    ]);
    const res = await activate(player, 'START20');
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe('rg_time_out');
    expect(await bonusCount(player)).toBe(0);
  });

  it('knows no code of another brand, country or currency', async () => {
    const player = await t.player({ welcome: null });
    for (const code of [
      await promoCampaign({ brand: 'meridian' }),
      await promoCampaign({ countries: ['gb'] }),
      await promoCampaign({ currencyIds: [4] }),
    ]) {
      const res = await activate(player, code);
      expect([res.statusCode, res.json().error_code], code).toEqual([404, 'promo_unknown']);
    }
    expect((await activate(player, await promoCampaign({ brand: null }))).statusCode).toBe(200);
  });

  it('waits while another bonus runs (promo_busy) and grants once that bonus is refused', async () => {
    const player = await t.player({ welcome: 0 });
    await t.deposit(player, '10');
    const welcome = onlyActive(await t.bonuses(player));
    const code = await promoCampaign({ maxActivations: 1 });
    const busy = await activate(player, code);
    expect([busy.statusCode, busy.json().error_code]).toEqual([409, 'promo_busy']);
    expect((await t.refuse(player, welcome.id)).statusCode).toBe(200);
    // The busy answer spent none of the code's single activation.
    expect((await activate(player, code)).statusCode).toBe(200);
  });

  it('lists the player’s activated codes, newest first, with where each bonus stands', async () => {
    const player = await t.player({ welcome: null });
    expect(await history(player)).toEqual([]);
    const first = (await activate(player, 'START20')).json().data;
    expect((await t.refuse(player, first.id)).statusCode).toBe(200);
    const code = await promoCampaign({});
    const second = (await activate(player, code)).json().data;
    expect(await history(player)).toMatchObject([
      { promoCode: code, bonusId: second.id, amount: 10_00, currencyIso: 'USD', status: 'active', name: 'Test code' },
      { promoCode: 'START20', bonusId: first.id, amount: 20_00, status: 'refused', name: 'Промокод START20' },
    ]);
    const guest = await t.app.inject({ method: 'GET', url: `${PROMO}/getUserPromoCodesNew` });
    expect(guest.statusCode).toBe(401);
  });

  it('limits how many codes a player may try (429), so codes cannot be guessed', async () => {
    const player = await t.player();
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push((await check(player, `GUESS${i}`)).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe('promo.isPromoCodeCheckEnabled (ADR 0016)', () => {
  const GB = { 'x-geo-country': 'gb' };
  const setCodes = async (on: boolean) => {
    await t.database.query(
      `update site_configs set config = jsonb_set(config, '{promo}', $1::jsonb)
       where country = 'gb' and brand_id = (select id from brands where slug = 'fairline')`,
      [JSON.stringify({ isPromoCodeCheckEnabled: on })],
    );
    t.app.siteConfig.invalidate();
  };
  afterAll(() => setCodes(true));

  it('off (here for Fairline’s British visitors): the code calls answer 404 and campaigns given by a code leave the pages', async () => {
    const player = await t.player();
    const british = { ...player, headers: { ...player.headers, ...GB } };
    await setCodes(true);
    expect((await list(GB)).some((p) => p.promoCode)).toBe(true);
    expect((await check(british, 'START20')).statusCode).toBe(200);

    await setCodes(false);
    expect((await check(british, 'START20')).statusCode).toBe(404);
    expect((await activate(british, 'START20')).statusCode).toBe(404);
    const codes = await t.app.inject({ method: 'GET', url: `${PROMO}/getUserPromoCodesNew`, headers: british.headers });
    expect(codes.statusCode).toBe(404);
    expect((await list(GB)).some((p) => p.promoCode)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `${LIST}/promo-start`, headers: GB })).statusCode).toBe(404);
    // Elsewhere on the brand the codes stay.
    expect((await check(player, 'START20')).statusCode).toBe(200);
  });
});

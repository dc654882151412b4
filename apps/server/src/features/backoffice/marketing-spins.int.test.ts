// The marketing desk creates free-spins campaigns (ADR 0064 "The desk's free-spins campaigns") through the
// real app: the slot, spins, value of a spin, wagering on the winnings, dates and a code or a deposit
// trigger — refused field by field when broken — and what the campaign then does: its code grants the
// spins once, a deposit trigger grants them with a redeposit, and its dates can be changed by scheduling.
import type { CampaignCreateInput, CampaignItem } from '@fairline/shared/wire/backoffice-marketing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BonusTestApp, createBonusTestApp, DAY, onlyActive } from '../bonuses/bonuses.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

let t: BonusTestApp;
let marketing: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  t = await createBonusTestApp();
  marketing = await signedInStaff(t.app, t.database, 'marketing');
  support = await signedInStaff(t.app, t.database, 'support');
}, 60_000);
afterAll(async () => {
  await assertLedgerInvariants(t.database);
  await t.close();
});

const CAMPAIGNS = '/admin-api/marketing/campaigns';
let seq = 0;

function spinsBody(over: Partial<CampaignCreateInput> = {}): CampaignCreateInput {
  seq += 1;
  const tag = `${seq}S${Math.floor(Math.random() * 1e6)}`;
  return {
    code: `FREESPINS_DESK${tag}`,
    kind: 'freespins',
    product: 'casino',
    brand_id: 1,
    countries: null,
    currency_ids: null,
    names: { en: `Desk spins ${tag}` },
    percent: null,
    max_usd: 1,
    wager_multiplier: 4,
    min_odds_single: 1,
    min_odds_leg: 1,
    min_odds_express: 1,
    max_bet_usd: 5,
    valid_days: 3,
    starts_at: null,
    ends_at: null,
    promo_code: `SPIN${tag}`,
    max_activations: 50,
    spin_game: 'sunstone-ways',
    spin_count: 7,
    spin_bet_cents: 25,
    ...over,
  };
}

const create = (body: unknown, staff = marketing) =>
  t.app.inject({ method: 'POST', url: CAMPAIGNS, headers: asStaff(staff.cookie), payload: body as object });

describe('the desk creates free-spins campaigns', () => {
  it('stores the slot, spins and value, and the code grants exactly those spins once', async () => {
    const body = spinsBody();
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(200);
    const campaign = res.json<{ campaign: CampaignItem }>().campaign;
    expect(campaign).toMatchObject({
      kind: 'freespins',
      status: 'running',
      percent: null,
      wager_multiplier: 4,
      promo_code: body.promo_code,
      spins: { game: 'sunstone-ways', count: 7, bet_cents: 25 },
      deposit_trigger: null,
    });
    const [audited] = await t.database.query<{ n: string }>(
      `select count(*) as n from staff_audit where action = 'marketing.campaign_created' and subject = $1`,
      [`campaign:${campaign.id}`],
    );
    expect(Number(audited?.n)).toBe(1);

    const player = await t.player({ welcome: null });
    const activate = () =>
      t.app.inject({
        method: 'POST',
        url: '/web-api/officeapi/promo/activate?lang=en',
        headers: player.headers,
        payload: { promo_code: String(body.promo_code).toLowerCase() },
      });
    const answers = await Promise.all([activate(), activate(), activate()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const bonus = onlyActive(await t.bonuses(player));
    expect(bonus.freeSpins).toMatchObject({ game: 'fairline-studio:sunstone-ways', total: 7, left: 7, bet: 25 });
    expect(bonus.rules).toMatchObject({ multiplier: 4 });
  });

  it('a deposit trigger grants the spins with a redeposit; the dates are changed by scheduling', async () => {
    const body = spinsBody({ promo_code: null, max_activations: null, deposit_trigger: 'redeposit', spin_count: 4 });
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(200);
    const campaign = res.json<{ campaign: CampaignItem }>().campaign;
    expect(campaign.deposit_trigger).toBe('redeposit');
    // The seeded reload bonus runs too: the spins come beside its money, on the same bonus.
    const player = await t.player({ welcome: null });
    await t.deposit(player, '20');
    await t.deposit(player, '20');
    const bonus = onlyActive(await t.bonuses(player));
    expect(bonus.money).toBe(10_00);
    expect(bonus.freeSpins).toMatchObject({ total: 4, bet: 25 });

    const ends = new Date(Date.now() + 10 * DAY).toISOString();
    const moved = await t.app.inject({
      method: 'POST',
      url: `${CAMPAIGNS}/${campaign.id}/schedule`,
      headers: asStaff(marketing.cookie),
      payload: { starts_at: null, ends_at: ends },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ campaign: CampaignItem }>().campaign.ends_at).toBe(ends);
  });

  it('refuses a broken campaign naming each field, and staff without marketing.campaigns', async () => {
    const broken = await create(spinsBody({ spin_game: null, spin_count: 0, spin_bet_cents: null }));
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(broken.json<{ validation_errors: object }>().validation_errors).sort()).toEqual(
      ['spin_bet_cents', 'spin_count', 'spin_game'].sort(),
    );
    const unknownGame = await create({ ...spinsBody(), spin_game: 'roulette' });
    expect(unknownGame.statusCode).toBe(400);
    expect(unknownGame.json<{ validation_errors: object }>().validation_errors).toHaveProperty('spin_game');
    const spinsOnPromo = await create({ ...spinsBody(), kind: 'promo', max_usd: 10 });
    expect(spinsOnPromo.json<{ validation_errors: object }>().validation_errors).toHaveProperty('spin_game');
    const triggerOnReload = await create({
      ...spinsBody({ spin_game: null, spin_count: null, spin_bet_cents: null, promo_code: null }),
      kind: 'reload',
      percent: 50,
      max_activations: null,
      deposit_trigger: 'redeposit',
    });
    expect(triggerOnReload.json<{ validation_errors: object }>().validation_errors).toHaveProperty('deposit_trigger');
    expect((await create(spinsBody(), support)).statusCode).toBe(403);
  });
});

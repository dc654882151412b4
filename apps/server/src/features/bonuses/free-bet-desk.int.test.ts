// The marketing desk creates free-bet campaigns (ADR 0071 "Grants by every path") through the real app:
// the amount in USD, the odds rules, bet kinds, sports, pre-match / live, days, and a code or a deposit
// trigger — refused field by field when broken — and what the campaign then does: its code grants its
// free bet once per player with those rules; a deposit trigger grants one with a redeposit.
import type { CampaignCreateInput, CampaignItem } from '@fairline/shared/wire/backoffice-marketing';
import type { FreeBetsAnswer } from '@fairline/shared/wire/free-bets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asStaff, signedInStaff, type TestStaff } from '../backoffice/backoffice.testing';
import { assertLedgerInvariants } from '../wallet/ledger-invariants.testing';
import { type BonusPlayer, type BonusTestApp, createBonusTestApp, OFFICE } from './bonuses.testing';

let t: BonusTestApp;
let marketing: TestStaff;

beforeAll(async () => {
  t = await createBonusTestApp();
  marketing = await signedInStaff(t.app, t.database, 'marketing');
}, 60_000);
afterAll(async () => {
  expect(t.errors).toEqual([]);
  await assertLedgerInvariants(t.database);
  await t.close();
});

const CAMPAIGNS = '/admin-api/marketing/campaigns';
let seq = 0;

function freeBetBody(over: Partial<CampaignCreateInput> = {}): CampaignCreateInput {
  seq += 1;
  const tag = `${seq}F${Math.floor(Math.random() * 1e6)}`;
  return {
    code: `FREEBET_DESK${tag}`,
    kind: 'freebet',
    product: 'sport',
    brand_id: 1,
    countries: null,
    currency_ids: null,
    names: { en: `Desk free bet ${tag}` },
    percent: null,
    max_usd: 7,
    wager_multiplier: 0,
    min_odds_single: 1.8,
    min_odds_leg: 1.3,
    min_odds_express: 2.5,
    max_bet_usd: null,
    valid_days: 3,
    starts_at: null,
    ends_at: null,
    promo_code: `FB${tag}`,
    max_activations: 50,
    freebet_kinds: ['single'],
    freebet_sports: [1],
    freebet_markets: 'prematch',
    ...over,
  };
}

const create = (body: unknown) =>
  t.app.inject({ method: 'POST', url: CAMPAIGNS, headers: asStaff(marketing.cookie), payload: body as object });

async function freeBets(player: BonusPlayer): Promise<FreeBetsAnswer['data']> {
  const res = await t.app.inject({ method: 'GET', url: `${OFFICE}/freebets?lang=en`, headers: player.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FreeBetsAnswer>().data;
}

describe('the desk creates free-bet campaigns', () => {
  it('stores the amount and rules, and its code grants exactly that free bet once', async () => {
    const body = freeBetBody();
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(200);
    const campaign = res.json<{ campaign: CampaignItem }>().campaign;
    expect(campaign).toMatchObject({
      kind: 'freebet',
      status: 'running',
      promo_code: body.promo_code,
      free_bet: { kinds: ['single'], sports: [1], markets: 'prematch', min_odds_leg: 1.3, min_odds_express: 2.5 },
    });
    const player = await t.player({ welcome: null });
    const activate = () =>
      t.app.inject({
        method: 'POST',
        url: `${OFFICE}/promo/activate?lang=en`,
        headers: player.headers,
        payload: { promo_code: String(body.promo_code).toLowerCase() },
      });
    const answers = await Promise.all([activate(), activate()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const { usable } = await freeBets(player);
    expect(usable).toHaveLength(1);
    expect(usable[0]).toMatchObject({
      amount: 7_00,
      promoId: body.code,
      rules: {
        minOddsSingle: 1.8,
        minOddsLeg: 1.3,
        minOddsExpress: 2.5,
        kinds: ['single'],
        sports: [1],
        markets: 'prematch',
      },
    });
    expect(Date.parse(usable[0]?.expirationDate ?? '') - Date.parse(usable[0]?.start ?? '')).toBe(3 * 86_400_000);
  });

  it('a deposit trigger grants the free bet with a redeposit', async () => {
    const res = await create(freeBetBody({ promo_code: null, max_activations: null, deposit_trigger: 'redeposit' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ campaign: CampaignItem }>().campaign.deposit_trigger).toBe('redeposit');
    const player = await t.player({ welcome: null });
    await t.deposit(player, '20');
    expect((await freeBets(player)).usable).toEqual([]);
    await t.deposit(player, '20');
    expect((await freeBets(player)).usable).toHaveLength(1);
  });

  it('refuses a broken free-bet campaign naming each field', async () => {
    const broken = await create(freeBetBody({ freebet_kinds: null, freebet_markets: null, product: 'casino' }));
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(broken.json<{ validation_errors: object }>().validation_errors).sort()).toEqual(
      ['freebet_kinds', 'freebet_markets', 'product'].sort(),
    );
    const rulesOnPromo = await create({ ...freeBetBody(), kind: 'promo', max_activations: null });
    expect(rulesOnPromo.json<{ validation_errors: object }>().validation_errors).toHaveProperty('freebet_kinds');
    const unknownKind = await create({ ...freeBetBody(), freebet_kinds: ['accumulator'] });
    expect(Object.keys(unknownKind.json<{ validation_errors: object }>().validation_errors)).toEqual([
      'freebet_kinds.0',
    ]);
  });
});

// Casino stakes count toward bonus wagering at the campaign's casino weight (ADR 0039), through the
// whole real path: the launch, our studio's round, its signed wallet bet — and a rolled-back stake
// stops counting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uncountCasinoStake } from './bonuses.service';
import { type BonusPlayer, type BonusTestApp, createBonusTestApp, onlyActive } from './bonuses.testing';

let t: BonusTestApp;
beforeAll(async () => {
  t = await createBonusTestApp();
});
afterAll(() => t.close());

const SPORT = 0;
const CASINO = 1;

/** Plays one real-money dice round of `stake` minor units through the launch and the studio's API. */
async function diceRound(player: BonusPlayer, stake: number) {
  const launch = await t.app.inject({
    method: 'POST',
    url: '/web-api/casino/v1/launch',
    headers: player.headers,
    payload: { game: 'fairline-studio:dice', mode: 'real', lang: 'en' },
  });
  expect(launch.statusCode, launch.body).toBe(200);
  const query = new URL(launch.json<{ data: { url: string } }>().data.url, 'http://x').searchParams;
  const opened = await t.app.inject({
    method: 'POST',
    url: '/studio-api/v1/sessions',
    payload: { token: query.get('token'), user: query.get('user'), game: 'dice' },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const { session } = opened.json<{ session: string }>();
  const round = await t.app.inject({
    method: 'POST',
    url: '/studio-api/v1/rounds',
    headers: { authorization: `Bearer ${session}` },
    payload: { game: 'dice', stake, params: { target: 50, direction: 'over' } },
  });
  expect(round.statusCode, round.body).toBe(200);
}

/** The wallet bet of `amount` a player made (each amount once in a test). */
const betRef = async (player: BonusPlayer, amount: number) => {
  const [row] = await t.database.query<{ provider_id: string; transaction_uuid: string }>(
    `select provider_id, transaction_uuid from casino_transactions where user_id = $1 and kind = 'bet' and amount = $2`,
    [player.id, amount],
  );
  return `${row?.provider_id}:${row?.transaction_uuid}`;
};

describe('casino stakes and bonus wagering', () => {
  it('count toward the casino welcome bonus, once each, and stop counting when rolled back', async () => {
    const player = await t.player({ welcome: CASINO });
    await t.deposit(player, '40');
    const granted = onlyActive(await t.bonuses(player));
    expect(granted.currentValue).toBe(0);
    expect(granted.requiredValue).toBe(40_00 * 35);

    // The campaign's maximum bet while wagering is 5 USD: a 10.00 stake is taken but does not count.
    await diceRound(player, 5_00);
    await diceRound(player, 10_00);
    await diceRound(player, 3_00);
    expect(onlyActive(await t.bonuses(player)).currentValue).toBe(8_00);

    // A rollback of the 3.00 stake (the wallet calls this after RS_OK), twice: it stops counting, once.
    const ref = await betRef(player, 3_00);
    await uncountCasinoStake(t.database, ref);
    await uncountCasinoStake(t.database, ref);
    expect(onlyActive(await t.bonuses(player)).currentValue).toBe(5_00);
  });

  it('count nothing toward a sport bonus (its casino weight is 0)', async () => {
    const player = await t.player({ welcome: SPORT });
    await t.deposit(player, '40');
    await diceRound(player, 5_00);
    expect(onlyActive(await t.bonuses(player)).currentValue).toBe(0);
  });
});

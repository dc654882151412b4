// The studio's progressive jackpot (ADR 0066): fed by real rounds only, drawn from each round's own seeds,
// paid once through the wallet's signed win, the pool taken by one winner at a time, live on /ws.
import { drawJackpot, jackpotPlayerTag, jackpotTermsOf } from '@fairline/shared/casino/jackpot';
import { topics } from '@fairline/shared/realtime/topics';
import { jackpotsAnswer } from '@fairline/shared/wire/casino-jackpot';
import { type StudioPlayAnswer, studioStakeLimits } from '@fairline/shared/wire/casino-studio-play';
import { type ServerFrame, serverFrame } from '@fairline/shared/wire/live-frames';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MemoryPubSub } from '../../infra/pubsub/memory-pubsub';
import { asNumber } from '../../infra/sql-values';
import type { GameSession } from '../casino/casino.service';
import { realtimePlugin } from '../realtime';
import { createStudioTestApp, type StudioTestApp } from './casino-studio.testing';
import { payJackpot, retryJackpots } from './jackpot.service';
import { sessionOf } from './sessions';

const API = '/studio-api/v1';
const EUR = jackpotTermsOf('EUR') ?? { seed: 0, oneIn: 1, digits: 2 };
const MAX = studioStakeLimits('dice', 'EUR').max; // 920 EUR: a chance of 1 in 1,000
const DICE = (stake: number) => ({ game: 'dice', stake, params: { target: 50, direction: 'over' } }) as const;

let t: StudioTestApp;
let ws: FastifyInstance;
let url: string;
const pubsub = new MemoryPubSub();

beforeAll(async () => {
  t = await createStudioTestApp({ pubsub });
  ws = Fastify();
  ws.setValidatorCompiler(validatorCompiler);
  ws.setSerializerCompiler(serializerCompiler);
  await ws.register(realtimePlugin, {
    pubsub,
    flush: { minFlushMs: 20 },
    snapshot: (topic) => t.app.jackpotTicker.snapshotForTopic(topic),
  });
  url = `${(await ws.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws')}/ws`;
});
afterAll(async () => {
  await ws.close();
  await t.close();
  await pubsub.close();
});

const pool = async () =>
  asNumber(
    (await t.database.query<{ amount: unknown }>(`select amount from studio_jackpot_pools where currency = 'EUR'`))[0]
      ?.amount,
  );
const setPool = (amount: number) =>
  t.database.query(`update studio_jackpot_pools set amount = $1 where currency = 'EUR'`, [amount]);

async function until(check: () => Promise<boolean> | boolean) {
  for (let i = 0; i < 150 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
  expect(await check()).toBe(true);
}
const settled = (round: string) =>
  until(
    async () =>
      (await t.database.query<{ w: string }>('select wallet_state as w from studio_rounds where id = $1', [round]))[0]
        ?.w === 'settled',
  );

/**
 * A real player whose next dice round of `stake` wins (or loses) the draw: the test, which can read the
 * committed server seed, picks the client seed that does — as no player can, knowing only its hash.
 */
async function playerWhoseDraw(wins: boolean, stake = MAX) {
  const player = await t.seedPlayer(10_000_00);
  const studio = await t.realSession(player);
  await t.post(`${API}/seeds/client`, studio.session, { client_seed: 'probe' });
  const [pair] = await t.database.query<{ server_seed: string; next_nonce: number }>(
    'select server_seed, next_nonce from studio_seed_pairs where owner = $1 and revealed_at is null',
    [`player:${player.userId}`],
  );
  if (!pair) throw new Error('no seed pair');
  let clientSeed = '';
  for (let i = 0; !clientSeed; i++) {
    const triple = { serverSeed: pair.server_seed, clientSeed: `pick-${i}`, nonce: pair.next_nonce };
    if (drawJackpot(triple, stake, EUR.oneIn).isWin === wins) clientSeed = triple.clientSeed;
  }
  expect((await t.post(`${API}/seeds/client`, studio.session, { client_seed: clientSeed })).statusCode).toBe(200);
  return { player, studio };
}

const inboxOf = (player: GameSession) =>
  t.database.query<{ template: string; params: unknown }>(
    `select template, params from inbox_messages where user_id = $1 and template = 'casino_jackpot_won'`,
    [player.userId],
  );

describe('feeding the pool', () => {
  it('adds 0.5 % of a real round’s stake once the round is settled; a demo round feeds nothing', async () => {
    const { studio } = await playerWhoseDraw(false, 100_00);
    const before = await pool();
    const res = await t.post(`${API}/rounds`, studio.session, DICE(100_00));
    expect(res.statusCode).toBe(200);
    await settled(res.json<StudioPlayAnswer>().round.id);
    expect(await pool()).toBe(before + 50);

    const demo = await t.demoSession('EUR');
    expect((await t.post(`${API}/rounds`, demo.session, DICE(100_00))).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect(await pool()).toBe(before + 50);
  });
});

describe('a won draw', () => {
  it('pays the whole pool once through the wallet’s signed win, resets it to its seed and tells the player', async () => {
    const { player, studio } = await playerWhoseDraw(true);
    await setPool(5000_00);
    const cash = await t.cash(player);
    const calls = t.walletCalls.length;
    const res = await t.post(`${API}/rounds`, studio.session, DICE(MAX));
    const { round, balance } = res.json<StudioPlayAnswer>();
    await settled(round.id);

    expect(t.walletCalls.slice(calls)).toEqual(['/transaction/bet', '/transaction/win', '/transaction/win']);
    expect(await t.cash(player)).toBe(cash - MAX + round.win + 5000_00);
    expect(balance).toBe(await t.cash(player));
    // The pool starts again from its seed; the winning round's own share is the new pool's first.
    expect(await pool()).toBe(EUR.seed + MAX * 0.005);
    expect(await inboxOf(player)).toHaveLength(1);

    // A replay of the payment (another instance's sweep, a retry) moves nothing and tells nobody again.
    const session = await sessionOf(t.database, studio.session, new Date());
    await payJackpot(t.context(), session, round.id);
    expect(await retryJackpots(t.context())).toBe(0);
    expect(await t.cash(player)).toBe(cash - MAX + round.win + 5000_00);
    expect(await inboxOf(player)).toHaveLength(1);
    const jackpotTx = await t.database.query(
      `select 1 from casino_transactions where transaction_uuid = $1 and kind = 'win'`,
      [`${round.id}:jackpot`],
    );
    expect(jackpotTx).toHaveLength(1);
  });

  it('verifies: the revealed seeds give the stored draw, won at the round’s stake', async () => {
    const { studio } = await playerWhoseDraw(true);
    const { round } = (await t.post(`${API}/rounds`, studio.session, DICE(MAX))).json<StudioPlayAnswer>();
    await settled(round.id);
    await t.post(`${API}/seeds/rotate`, studio.session);
    const shown = (await t.get(`${API}/rounds/${round.id}`)).json<StudioPlayAnswer['round']>();
    const {
      server_seed: serverSeed,
      client_seed: clientSeed,
      nonce,
    } = shown.verify as {
      server_seed: string;
      client_seed: string;
      nonce: number;
    };
    const draw = drawJackpot({ serverSeed, clientSeed, nonce }, shown.stake, EUR.oneIn);
    const [stored] = await t.database.query<{ draw_hash: string }>(
      'select draw_hash from studio_jackpot_wins where round_id = $1',
      [round.id],
    );
    expect(draw.isWin).toBe(true);
    expect(stored?.draw_hash).toBe(draw.hash);
  });

  it('of two rounds winning at once, one takes the pool and the other the fresh seed', async () => {
    const a = await playerWhoseDraw(true);
    const b = await playerWhoseDraw(true);
    await setPool(7000_00);
    const [ra, rb] = await Promise.all([
      t.post(`${API}/rounds`, a.studio.session, DICE(MAX)),
      t.post(`${API}/rounds`, b.studio.session, DICE(MAX)),
    ]);
    const ids = [ra.json<StudioPlayAnswer>().round.id, rb.json<StudioPlayAnswer>().round.id];
    const wins = await t.database.query<{ amount: unknown }>(
      `select amount from studio_jackpot_wins where round_id = any($1::text[]) and wallet_state = 'settled'`,
      [ids],
    );
    const amounts = wins.map((w) => asNumber(w.amount)).sort((x, y) => y - x);
    expect(amounts[0]).toBe(7000_00);
    expect(amounts[1]).toBeGreaterThanOrEqual(EUR.seed);
    expect(amounts[1]).toBeLessThanOrEqual(EUR.seed + 2 * MAX * 0.005);
  });

  it('is paid by the sweep when the wallet did not answer, still once', async () => {
    const { player, studio } = await playerWhoseDraw(true);
    await setPool(3000_00);
    const cash = await t.cash(player);
    t.failing.path = '/transaction/win';
    const { round } = (await t.post(`${API}/rounds`, studio.session, DICE(MAX))).json<StudioPlayAnswer>();
    t.failing.path = null;
    expect(await t.cash(player)).toBe(cash - MAX);
    expect(await retryJackpots(t.context())).toBe(1);
    expect(await t.retryWins()).toBe(1);
    expect(await retryJackpots(t.context())).toBe(0);
    expect(await t.cash(player)).toBe(cash - MAX + round.win + 3000_00);
    expect(await inboxOf(player)).toHaveLength(1);
  });
});

describe('the ticker', () => {
  it('answers the pools, the last wins and the terms on its public read', async () => {
    const res = await t.get(`${API}/jackpots`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const answer = jackpotsAnswer.parse(res.json());
    expect(answer.pools.find((p) => p.currency === 'EUR')).toMatchObject({ seed: EUR.seed, one_in: EUR.oneIn });
    expect(answer).toMatchObject({ contribution_bp: 50, games: expect.arrayContaining(['dice', 'roulette']) });
    expect(answer.wins[0]?.player).toMatch(/^[0-9a-f]{6}$/);
  });

  it('lets a guest watch: a snapshot, then the pool that moved within a second, and a win by tag', async () => {
    const socket = new WebSocket(url);
    const frames: ServerFrame[] = [];
    socket.on('message', (data) => frames.push(serverFrame.parse(JSON.parse(data.toString()))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ op: 'sub', topics: [topics.jackpot] }));
    await until(() => frames.some((f) => f.t === 'snapshot'));
    const items = () => frames.flatMap((f) => (f.t === 'batch' ? (f.items as { t: string }[]) : []));

    const { player, studio } = await playerWhoseDraw(true);
    await setPool(4000_00);
    const { round } = (await t.post(`${API}/rounds`, studio.session, DICE(MAX))).json<StudioPlayAnswer>();
    await settled(round.id);
    await until(() => items().some((i) => i.t === 'jackpot:won'));
    const won = items().find((i) => i.t === 'jackpot:won') as unknown as { win: Record<string, unknown> };
    expect(won.win).toMatchObject({ currency: 'EUR', amount: 4000_00, game: 'dice' });
    expect(won.win.player).toBe(jackpotPlayerTag(`player:${player.userId}`));
    expect(JSON.stringify(won)).not.toContain(String(player.userId));
    await until(() =>
      items().some(
        (i) =>
          i.t === 'jackpot:pools' &&
          (i as unknown as { pools: { currency: string; amount: number }[] }).pools.some(
            (p) => p.currency === 'EUR' && p.amount === EUR.seed + MAX * 0.005,
          ),
      ),
    );
    socket.close();
  });
});

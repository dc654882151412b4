// Two real server processes on one PostgreSQL database and one Redis, as behind a load balancer
// without sticky sessions (ADR 0020): a player's requests and socket may land on either instance.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env';
import { CAPTCHA_AFTER_FAILURES, PAIR_FAILURE_LIMIT } from '../../src/features/auth/auth.service';
import { findOffer, wireEvent } from '../../src/features/coupon/coupon.testing';
import { topics } from '../../src/infra/pubsub/topics';
import { ManualClock } from '../../src/trading/clock';
import { TradingEngine } from '../../src/trading/engine';
import { type BetAnswer, type Client, deposit, postAs, registerFast } from '../money/crash-client';
import { type Cluster, clusterUnavailable, createCluster, isLeader, type ServerProcess, simNow } from './cluster';
import { openLiveSocket } from './live-socket';

const DEFAULTS = parseEnv({});
const FUNDS = 100_00;
const MAKE_BET = '/service-api/LiveBet/Secure/MakeBetWeb';
const unavailable = clusterUnavailable();

let cluster: Cluster;
let a: ServerProcess;
let b: ServerProcess;

async function fundedPlayer(on: ServerProcess): Promise<Client & { password: string }> {
  const player = await registerFast(on.url, { country_id: 4, currency_id: 10 });
  await deposit(player, FUNDS, 'USD', DEFAULTS.PAYMENTS_SANDBOX_SECRET);
  return player;
}

/** A single on a line game an hour or more away, `summ` dollars, as the instance offers it now. */
async function lineBet(on: ServerProcess, summ: number) {
  const now = await simNow(on);
  const engine = new TradingEngine(DEFAULTS.SIM_SEED, new ManualClock(now));
  const { game, outcome } = findOffer(engine, now, 'line', { startsAfter: now + 3_600_000 });
  return { Events: [wireEvent(game, outcome)], Vid: 0, Summ: summ, CheckCf: 2, betGuid: crypto.randomUUID() };
}

const as = (client: Client, on: ServerProcess): Client => ({ ...client, url: on.url });
const balanceStatus = async (client: Client, on: ServerProcess) =>
  (await fetch(`${on.url}/web-api/user/balance`, { headers: client.headers })).status;

describe.skipIf(unavailable !== null)(
  `two server processes on one PostgreSQL and one Redis${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    beforeAll(async () => {
      cluster = await createCluster();
      a = await cluster.start();
      b = await cluster.start();
    }, 200_000);
    afterAll(() => cluster?.close());

    it('reads one simulated time on both, though they booted seconds apart (shared SIM_START and SIM_ORIGIN)', async () => {
      const [onA, onB] = [await clockOffset(a), await clockOffset(b)];
      // Without a shared origin the two would differ by the seconds between their boots.
      expect(Math.abs(onA.offset - onB.offset)).toBeLessThan(250 + onA.error + onB.error);
    });

    it('lets exactly one of them run the once-only jobs: the first that took the lock', async () => {
      expect(await isLeader(a)).toBe(true);
      expect(await isLeader(b)).toBe(false);
    });

    it('sends a price change of the engine to the sockets of both instances, each change once', async () => {
      const topic = topics.sport(1, 'live');
      const sockets = await Promise.all([openLiveSocket(a.url), openLiveSocket(b.url)]);
      try {
        await Promise.all(sockets.map((s) => s.subscribe([topic])));
        // Each engine publishes to its own sockets; the same moves of the same games show on both.
        const onBoth = () => {
          const onB = new Set(pricesOf(sockets[1]?.items ?? []).map((p) => `${p.outcome}=${p.price}`));
          return pricesOf(sockets[0]?.items ?? []).filter((p) => onB.has(`${p.outcome}=${p.price}`)).length;
        };
        await expect.poll(onBoth, { timeout: 20_000, interval: 250 }).toBeGreaterThan(0);
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        // A feed delta carries only what moved, so one outcome never shows the same price twice in a
        // row, unless another instance's publisher sent the change again.
        for (const socket of sockets) {
          const last = new Map<string, string>();
          for (const { outcome, price } of pricesOf(socket.items)) {
            expect(last.get(outcome), outcome).not.toBe(price);
            last.set(outcome, price);
          }
        }
      } finally {
        for (const s of sockets) s.close();
      }
    });

    it("pushes the balance a bet placed through one instance moved to the player's socket on the other", async () => {
      const player = await fundedPlayer(a);
      const socket = await openLiveSocket(b.url, player.headers.cookie);
      try {
        await socket.subscribe([topics.user(player.userId)]);
        const bet = await lineBet(a, 3);
        const answer = (await postAs(player, MAKE_BET, bet)) as BetAnswer;
        expect(answer.Success, answer.Error).toBe(true);
        const pushed = await socket.waitForItem(
          (item): item is { t: 'balance'; balance: number } =>
            (item as { t?: string }).t === 'balance' && (item as { balance?: number }).balance === FUNDS - 3_00,
        );
        expect(pushed.balance).toBe(FUNDS - 3_00);
      } finally {
        socket.close();
      }
    });

    it('accepts a session made on one instance on the other', async () => {
      const player = await registerFast(b.url, { country_id: 4, currency_id: 10 });
      expect(await balanceStatus(player, b)).toBe(200);
      expect(await balanceStatus(player, a)).toBe(200);
    });

    it('ends the session on both when the player logs out on one, bets included', async () => {
      const player = await fundedPlayer(b);
      // A bet through A first: A now holds the session in its short bet-placing cache.
      const first = (await postAs(as(player, a), MAKE_BET, await lineBet(a, 1))) as BetAnswer;
      expect(first.Success, first.Error).toBe(true);

      const logout = await fetch(`${b.url}/web-api/user/disconnect`, { method: 'POST', headers: player.headers });
      expect(logout.status).toBe(200);

      expect(await balanceStatus(player, a)).toBe(401);
      const after = await fetch(`${a.url}${MAKE_BET}`, {
        method: 'POST',
        headers: { ...player.headers, 'content-type': 'application/json' },
        body: JSON.stringify(await lineBet(a, 1)),
      });
      expect(after.status).toBe(401);
      const balance = await fetch(`${b.url}/web-api/user/balance`, { headers: player.headers });
      expect(balance.status).toBe(401);
    });

    it('counts failed logins across both: the captcha after three, the lock-out after ten, wherever they came', async () => {
      const player = await registerFast(a.url, { country_id: 4, currency_id: 10 });
      const instances = [a, b];
      const login = (on: ServerProcess, password: string, captcha?: string) =>
        fetch(`${on.url}/web-api/user/auth`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
          body: JSON.stringify({ login: String(player.userId), password, ...(captcha ? { captcha } : {}) }),
        });
      for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) {
        expect((await login(instances[i % 2] as ServerProcess, `wrong password ${i}`)).status).toBe(401);
      }
      const bare = await login(b, player.password);
      expect(bare.status).toBe(400);
      expect(await bare.json()).toMatchObject({ error_code: 'captcha_required' });

      // A captcha issued by one instance is accepted by the other (its secret is in the database).
      for (let i = CAPTCHA_AFTER_FAILURES; i < PAIR_FAILURE_LIMIT; i++) {
        const on = instances[i % 2] as ServerProcess;
        const other = instances[(i + 1) % 2] as ServerProcess;
        expect((await login(on, `wrong password ${i}`, await solvedCaptcha(other))).status).toBe(401);
      }
      const locked = await login(a, player.password, await solvedCaptcha(b));
      expect(locked.status).toBe(429);
      expect(await locked.json()).toMatchObject({ error_code: 'account_locked' });
    });

    it('counts a rate limit across both: once one instance refuses, so does the other', async () => {
      const subscribe = (on: ServerProcess, i: number) =>
        fetch(`${on.url}/web-api/mailing`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
          body: JSON.stringify({ email: `reader${i}@example.com`, lang: 'en' }),
        });
      let accepted = 0;
      for (; accepted < 100; accepted++) {
        const res = await subscribe(a, accepted);
        if (res.status === 429) break;
        expect(res.status).toBe(200);
      }
      expect(accepted).toBeGreaterThan(0);
      expect(accepted).toBeLessThan(100);
      expect((await subscribe(b, accepted)).status).toBe(429);
    });
  },
);

/**
 * How far the instance's simulated time is from this machine's wall clock, from the quickest of a few
 * round trips (an instance busy settling may answer late); `error` bounds the reading.
 */
async function clockOffset(on: ServerProcess): Promise<{ offset: number; error: number }> {
  let best = { offset: 0, error: Number.POSITIVE_INFINITY };
  for (let i = 0; i < 5; i++) {
    const sent = Date.now();
    const now = await simNow(on);
    const received = Date.now();
    const error = (received - sent) / 2;
    if (error < best.error) best = { offset: now - (sent + error), error };
  }
  return best;
}

type OddsItem = { t: string; gameId: number; e?: { T: number; G: number; P?: number; C: number; B?: boolean }[] };

/** The outcome prices (and blocking) the odds items carry, in the order they came. */
function pricesOf(items: unknown[]): { outcome: string; price: string }[] {
  return items.flatMap((item) => {
    const m = item as OddsItem;
    if (m.t !== 'odds') return [];
    return (m.e ?? []).map((o) => ({
      outcome: `${m.gameId}:${o.T}:${o.G}:${o.P ?? 0}`,
      price: `${o.C}${o.B ? 'B' : ''}`,
    }));
  });
}

async function solvedCaptcha(on: ServerProcess): Promise<string> {
  const challenge = (await (await fetch(`${on.url}/puzzle-api/challenge`)).json()) as Parameters<
    typeof solveChallenge
  >[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

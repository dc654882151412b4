// One crash room per deployment (ADR 0058, several instances): two real server processes on one
// PostgreSQL and one Redis. The room runs on the leader of ADR 0020; the other instance relays its
// snapshots, bets and cash-outs to it, and its sockets hear the leader's frames through Redis. The
// leader killed in a round: the other takes the room over, voids the cut round's bets (each stake given
// back once) and goes on with the same hash chain. Short rounds (CRASH_* variables) keep it fast.
import { createHash } from 'node:crypto';
import { multiplierAt } from '@fairline/shared/casino/crash-live';
import type { CrashBetAnswer, CrashSnapshot } from '@fairline/shared/wire/casino-crash';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameSession } from '../../src/features/casino/casino.service';
import { seedStudioPlayer } from '../../src/features/casino-studio/casino-studio.testing';
import { type Database, openDatabase } from '../../src/infra/db';
import { asNumber } from '../../src/infra/sql-values';
import { type Cluster, clusterUnavailable, createCluster, isLeader, killHard, type ServerProcess } from './cluster';
import { type LiveSocket, openLiveSocket } from './live-socket';

const TOPIC = 'casino:crash:main';
const RATE = 0.0003;
const TIMING = { CRASH_BETTING_MS: '2500', CRASH_AFTER_BUST_MS: '500', CRASH_RATE_PER_MS: String(RATE) };
const FUNDS = 100_000;
const unavailable = clusterUnavailable();

type Item = { t: string; round?: number; bet?: string; past?: { hash: string; point: number }; win?: number };
const itemOf =
  (t: string, round?: number) =>
  (item: unknown): item is Item =>
    (item as Item).t === t && (round === undefined || (item as Item).round === round);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.skipIf(unavailable !== null)(
  `one crash room on two instances${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let cluster: Cluster;
    let a: ServerProcess;
    let b: ServerProcess;
    let database: Database;
    const sockets: LiveSocket[] = [];
    beforeAll(async () => {
      cluster = await createCluster(TIMING);
      a = await cluster.start();
      b = await cluster.start();
      database = await openDatabase({ databaseUrl: cluster.databaseUrl, dataDir: 'unused' });
    }, 200_000);
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await database?.close();
      await cluster?.close();
    });

    const watch = async (on: ServerProcess) => {
      const socket = await openLiveSocket(on.url);
      sockets.push(socket);
      await socket.subscribe([TOPIC]);
      return socket;
    };
    const state = async (on: ServerProcess) =>
      (await (await fetch(`${on.url}/studio-api/v1/crash/state`)).json()) as CrashSnapshot;
    const post = (on: ServerProcess, path: string, session: string, body: object = {}) =>
      fetch(`${on.url}/studio-api/v1/crash${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const realSession = async (on: ServerProcess, player: GameSession) => {
      const res = await fetch(`${on.url}/studio-api/v1/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: player.token, user: String(player.userId), game: 'crash' }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { session: string }).session;
    };
    const cash = async (player: GameSession) => {
      const [row] = await database.query<{ balance: unknown }>(
        `select balance from ledger_accounts where id = ledger_player_account($1, $2, 'player_cash')`,
        [player.userId, player.currencyId],
      );
      return asNumber(row?.balance ?? 0);
    };
    const walletCalls = (bet: string) =>
      database.query<{ kind: string; amount: unknown }>(
        `select kind, amount from casino_transactions where round = $1 order by created_at`,
        [bet],
      );
    /** The room's state (through `on`) once a betting phase has at least `leftMs` to go. */
    const bettingOpen = async (on: ServerProcess, leftMs: number) => {
      for (let i = 0; i < 200; i++) {
        const snap = await state(on);
        if (snap.phase === 'betting' && snap.betting_ends_at - snap.now >= leftMs) return snap;
        await sleep(100);
      }
      throw new Error('no betting phase');
    };

    it('shows watchers on both instances the same rounds: one room, run by the leader', async () => {
      expect(await isLeader(a)).toBe(true);
      expect(await isLeader(b)).toBe(false);
      const [onA, onB] = [await watch(a), await watch(b)];
      const [stateA, stateB] = [await state(a), await state(b)];
      expect(stateB.commitment).toBe(stateA.commitment);
      expect(stateB.round).toBe(stateA.round);
      const betting = await onB.waitForItem(itemOf('crash:betting'), 20_000);
      const round = betting.round as number;
      expect(await onA.waitForItem(itemOf('crash:betting', round))).toEqual(betting);
      const bustB = await onB.waitForItem(itemOf('crash:bust', round), 60_000);
      expect(await onA.waitForItem(itemOf('crash:bust', round))).toEqual(bustB);
      // Exactly one room drew it: one row per round, and each frame reached each socket once.
      for (const socket of [onA, onB]) expect(socket.items.filter(itemOf('crash:bust', round))).toHaveLength(1);
      const rows = await database.query(`select round from studio_crash_rounds where room = 'main' and round = $1`, [
        round,
      ]);
      expect(rows).toHaveLength(1);
    }, 90_000);

    it('decides a real bet placed and cashed out through the follower in the room, and pays it once', async () => {
      const player = await seedStudioPlayer(database, FUNDS, 'fairline-studio:crash');
      const session = await realSession(b, player);
      const onA = await watch(a);
      let expected = FUNDS;
      for (let attempt = 0; attempt < 10; attempt++) {
        const snap = await bettingOpen(b, 800);
        const placed = await post(b, '/bets', session, { stake: 1000 });
        expect(placed.status).toBe(200);
        const { bet } = (await placed.json()) as CrashBetAnswer;
        expected -= 1000;
        await sleep(Math.max(0, snap.started_at - Date.now()) + 150);
        const out = await post(b, `/bets/${bet.id}/cashout`, session);
        const answeredAt = Date.now();
        if (out.status === 409) {
          // The round busted first (the chain decides; announced or not yet): the bet is lost, closed by a win of 0.
          const { code } = ((await out.json()) as { error: { code: string } }).error;
          expect(['BUSTED', 'ROUND_CLOSED']).toContain(code);
          const [lost] = await database.query<{ win: unknown; point: unknown }>(
            `select b.win, r.point from studio_crash_bets b join studio_crash_rounds r on r.room = b.room and r.round = b.round
             where b.id = $1`,
            [bet.id],
          );
          expect(asNumber(lost?.win)).toBe(0);
          // It busted before the answer came back: the point is below the curve at that moment.
          expect(Number(lost?.point)).toBeLessThanOrEqual(multiplierAt(answeredAt - snap.started_at, RATE));
          continue;
        }
        expect(out.status).toBe(200);
        const paid = (await out.json()) as CrashBetAnswer;
        expect(paid.bet.cash_out).toBeGreaterThanOrEqual(1.01);
        expect(paid.bet.win).toBe(Math.floor((1000 * Math.round((paid.bet.cash_out ?? 0) * 100)) / 100));
        expected += paid.bet.win ?? 0;
        // The leader's socket heard the decision: the room (on A) took it, not B.
        const heard = await onA.waitForItem(itemOf('crash:cashout'));
        expect(heard).toMatchObject({ bet: bet.id, win: paid.bet.win });
        // One stake, one win: the wallet moved once each way.
        const calls = await walletCalls(bet.id);
        expect(calls.map((c) => [c.kind, asNumber(c.amount)])).toEqual([
          ['bet', 1000],
          ['win', paid.bet.win],
        ]);
        const [row] = await database.query<{ wallet_state: string }>(
          `select wallet_state from studio_crash_bets where id = $1`,
          [bet.id],
        );
        expect(row?.wallet_state).toBe('settled');
        expect(paid.balance).toBe(expected);
        expect(await cash(player)).toBe(expected);
        return;
      }
      throw new Error('no round flew long enough to cash out in ten tries');
    }, 120_000);

    it('hands the room to the other instance when the leader dies: the cut round is void, the chain goes on', async () => {
      const player = await seedStudioPlayer(database, FUNDS, 'fairline-studio:crash');
      const session = await realSession(b, player);
      const onB = await watch(b);
      const snap = await bettingOpen(b, 1500);
      const placed = await post(b, '/bets', session, { stake: 700 });
      expect(placed.status).toBe(200);
      const { bet, round } = (await placed.json()) as CrashBetAnswer;
      expect(round).toBe(snap.round);
      expect(await cash(player)).toBe(FUNDS - 700);
      await killHard(a);

      // B leads and resumes the room with the next round of the same chain.
      await expect.poll(() => isLeader(b), { timeout: 15_000, interval: 250 }).toBe(true);
      const next = await onB.waitForItem(itemOf('crash:betting', round + 1), 20_000);
      expect(next.round).toBe(round + 1);

      // The cut round's bet is void and its stake came back by exactly one rollback (of the bet).
      await expect.poll(() => cash(player), { timeout: 10_000 }).toBe(FUNDS);
      const calls = await walletCalls(bet.id);
      expect(calls.map((c) => c.kind)).toEqual(['bet', 'rollback']);
      const [row] = await database.query<{ wallet_state: string; win: unknown }>(
        `select wallet_state, win from studio_crash_bets where id = $1`,
        [bet.id],
      );
      expect(row).toMatchObject({ wallet_state: 'void' });

      // The next round's hash, revealed at its bust, hashes to the cut round's: one chain, no hash skipped.
      const bust = await onB.waitForItem(itemOf('crash:bust', round + 1), 60_000);
      const rounds = await database.query<{ round: number; chain_id: unknown; chain_index: number; hash: string }>(
        `select round, chain_id, chain_index, hash from studio_crash_rounds where room = 'main' and round in ($1, $2) order by round`,
        [round, round + 1],
      );
      const [cut, after] = rounds;
      expect(after?.chain_id).toEqual(cut?.chain_id);
      expect(after?.chain_index).toBe((cut?.chain_index ?? -2) + 1);
      expect(sha256(bust.past?.hash ?? '')).toBe(cut?.hash);
      // The state B answers now is its own room's.
      expect((await state(b)).round).toBeGreaterThanOrEqual(round + 1);
    }, 120_000);
  },
);

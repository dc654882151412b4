import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { parseEnv } from '../../src/config/env';
import { findOffer, wireEvent } from '../../src/features/coupon/coupon.testing';
import { assertBetInvariants } from '../../src/features/settlement/bet-invariants.testing';
import { assertLedgerInvariants } from '../../src/features/wallet/ledger-invariants.testing';
import { type Database, openDatabase } from '../../src/infra/db';
import { ManualClock } from '../../src/trading/clock';
import { TradingEngine } from '../../src/trading/engine';
import { withDatabase } from '../global-setup';
import { TEMPLATE_DB } from '../template';
import { type BetAnswer, deposit, postAs, registerFast } from './crash-client';
import {
  freePort,
  killAllServers,
  killHard,
  type ServerProcess,
  startServer,
  stopGracefully,
  waitReady,
} from './server-process';

// docs/security-and-responsible-gambling.md "ledger sums exact after crashes": the real server,
// killed with SIGKILL in the middle of a burst of bets and restarted on the same database, still
// holds every bet it acknowledged, balances its ledger, and gives each unacknowledged betGuid,
// retried, exactly one effect.
const BURST = 300;
const KILL_AFTER_ACKS = 15;
const FUNDS = 1_000_00;
const MAKE_BET = '/service-api/LiveBet/Secure/MakeBetWeb';
const DEFAULTS = parseEnv({});
const BOOT_MS = 60_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  killAllServers();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Where the child keeps its data: a PGlite data dir on disk, or a PostgreSQL database of its own. */
async function prepareDatabase(): Promise<{ env: Record<string, string>; open: () => Promise<Database> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `fairline_crash_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
    const databaseUrl = withDatabase(url, name);
    return { env: { DATABASE_URL: databaseUrl }, open: () => openDatabase({ databaseUrl, dataDir: 'unused' }) };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fairline-crash-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // Start from the migrated, seeded template instead of migrating on disk (which takes far longer).
  const seeded = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(inject('templatePath'))]) });
  await seeded.close();
  return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
}

async function boot(env: Record<string, string>): Promise<ServerProcess> {
  const server = startServer(await freePort(), { SIM_CLOCK: 'wall', SEED_DEMO: 'true', ...env });
  await waitReady(server, BOOT_MS);
  return server;
}

/** The child's simulated time (its wall clock starts at the pinned SIM_START when it boots). */
async function simNow(server: ServerProcess): Promise<number> {
  const res = await fetch(`${server.url}/dev/clock`);
  return Date.parse(((await res.json()) as { now: string }).now);
}

/** Singles on line games that start in more than an hour (still line when retried after the restart). */
function burstOfSingles(runId: string, now: number) {
  // The child's engine has the default seed: the same offers at the same simulated time.
  const engine = new TradingEngine(DEFAULTS.SIM_SEED, new ManualClock(now));
  return Array.from({ length: BURST }, (_, i) => {
    const { game, outcome } = findOffer(engine, now, 'line', { skip: i % 40, startsAfter: now + 3_600_000 });
    return {
      Events: [wireEvent(game, outcome)],
      Vid: 0,
      Summ: 1 + (i % 5),
      CheckCf: 2,
      betGuid: `crash-${runId}-${i}`,
    };
  });
}

describe('a server killed with SIGKILL during a bet burst', () => {
  it('restarts with every acknowledged bet, a balanced ledger and one effect per retried betGuid', async () => {
    const { env, open } = await prepareDatabase();
    let server = await boot(env);
    const client = await registerFast(server.url, { country_id: 4, currency_id: 10 });
    await deposit(client, FUNDS, 'USD', DEFAULTS.PAYMENTS_SANDBOX_SECRET);
    const bets = burstOfSingles(randomBytes(4).toString('hex'), await simNow(server));

    const acked = new Map<string, number>();
    const refused: string[] = [];
    let killed: Promise<void> | undefined;
    await Promise.all(
      bets.map(async (bet) => {
        const answer = (await postAs(client, MAKE_BET, bet).catch(() => undefined)) as BetAnswer | undefined;
        if (!answer) return;
        if (!answer.Success || !answer.Value?.Id) {
          refused.push(`${bet.betGuid}: ${answer.Error}`);
          return;
        }
        acked.set(bet.betGuid, answer.Value.Id);
        if (acked.size >= KILL_AFTER_ACKS) killed ??= killHard(server);
      }),
    );
    await (killed ?? killHard(server));
    expect(refused).toEqual([]);
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    // The kill must really have cut the burst short, or the test proves nothing about crashes.
    expect(acked.size).toBeLessThan(BURST);

    server = await boot(env);
    const after = { ...client, url: server.url };
    // Every betGuid again, twice at once: acknowledged ones answer their bet, the others place once.
    const retried = await Promise.all(
      bets.map(async (bet) => {
        const answers = (await Promise.all([
          postAs(after, MAKE_BET, bet),
          postAs(after, MAKE_BET, bet),
        ])) as BetAnswer[];
        for (const a of answers) expect(a.Success, `${bet.betGuid}: ${a.Error}`).toBe(true);
        const ids = new Set(answers.map((a) => a.Value?.Id));
        expect(ids.size, `${bet.betGuid} answered two bets`).toBe(1);
        const [id] = ids;
        const first = acked.get(bet.betGuid);
        if (first !== undefined) expect(id, `${bet.betGuid} lost its acknowledged bet`).toBe(first);
        return { guid: bet.betGuid, id, stake: bet.Summ * 100 };
      }),
    );
    expect(await stopGracefully(server)).toBe(0);

    const database = await open();
    try {
      const rows = await database.query<{ id: unknown; bet_guid: string; stake: unknown }>(
        'select id, bet_guid, stake from bets where user_id = $1 order by id',
        [client.userId],
      );
      expect(rows.map((r) => [r.bet_guid, Number(r.id), Number(r.stake)]).sort()).toEqual(
        retried.map((r) => [r.guid, r.id, r.stake]).sort(),
      );
      await assertLedgerInvariants(database);
      await assertBetInvariants(database);
      const staked = retried.reduce((sum, r) => sum + r.stake, 0);
      const [cash] = await database.query<{ balance: unknown }>(
        `select balance from ledger_accounts where owner_id = $1 and kind = 'player_cash' and currency_id = 10`,
        [client.userId],
      );
      expect(Number(cash?.balance)).toBe(FUNDS - staked);
    } finally {
      await database.close();
    }
  }, 110_000);
});

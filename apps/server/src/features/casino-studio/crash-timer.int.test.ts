// The crash room's timer (ADR 0058, "Exact timers"): frames go out at their instants, not at the next look
// at the clock. The room runs by itself here, on the wall clock, with fast rounds and a 10 s `tickMs`: a
// loop that only looked every `tickMs` would be seconds late on every frame below.
import { elapsedAt } from '@fairline/shared/casino/crash-live';
import { topics } from '@fairline/shared/realtime/topics';
import type { CrashBetAnswer, CrashChange } from '@fairline/shared/wire/casino-crash';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryPubSub } from '../../infra/pubsub/memory-pubsub';
import { createStudioTestApp, type StudioTestApp } from './casino-studio.testing';

/** How late a frame may be heard on a busy machine (far below the 10 s tick). */
const LATE_MS = 300;
const RATE = 0.01;
const AFTER_BUST_MS = 200;

let t: StudioTestApp | undefined;
let pubsub: MemoryPubSub;
afterEach(async () => {
  await t?.close();
  await pubsub?.close();
});

/** The room's frames as heard, with the wall clock at hearing; `next` waits for one. */
function listen() {
  pubsub = new MemoryPubSub();
  const heard: { change: CrashChange; at: number }[] = [];
  pubsub.subscribe(topics.crash('main'), (m) => heard.push({ change: m as CrashChange, at: Date.now() }));
  const next = async <K extends CrashChange['t']>(type: K, match: (c: Extract<CrashChange, { t: K }>) => boolean) => {
    const found = () =>
      heard.find((h) => h.change.t === type && match(h.change as Extract<CrashChange, { t: K }>)) as
        | { change: Extract<CrashChange, { t: K }>; at: number }
        | undefined;
    for (let i = 0; i < 1000 && !found(); i++) await new Promise((r) => setTimeout(r, 10));
    const hit = found();
    if (!hit) throw new Error(`no ${type} frame`);
    return hit;
  };
  return { pubsub, next };
}

describe('crash room timer', () => {
  it('publishes the flight, an auto cash-out, the bust and the next round at their instants', async () => {
    const { pubsub, next } = listen();
    t = await createStudioTestApp({
      pubsub,
      crash: { tickMs: 10_000, bettingMs: 400, afterBustMs: AFTER_BUST_MS, ratePerMs: RATE },
    });
    const demo = await t.demoSession();
    await t.get('/studio-api/v1/crash/state');
    // A round whose point reaches 2 (read from the database while it takes bets): a bet with auto 2× in it.
    let round = 0;
    let bet: CrashBetAnswer | undefined;
    for (let i = 0; i < 30 && !bet; i++) {
      const betting = (await next('crash:betting', (c) => c.round > round)).change;
      round = betting.round;
      const [row] = await t.database.query<{ point: unknown }>(
        `select point from studio_crash_rounds where room = 'main' and round = $1`,
        [round],
      );
      if (Number(row?.point) < 2) continue;
      const res = await t.post('/studio-api/v1/crash/bets', demo.session, { stake: 100, auto_cash_out: 2 });
      if (res.statusCode === 200) bet = res.json<CrashBetAnswer>();
    }
    if (!bet) throw new Error('no round reached 2× in time');
    const betId = bet.bet.id;
    const flight = await next('crash:flight', (c) => c.round === round);
    const startedAt = flight.change.started_at;
    const cashOut = await next('crash:cashout', (c) => c.bet === betId);
    const bust = await next('crash:bust', (c) => c.round === round);
    const following = await next('crash:betting', (c) => c.round === round + 1);
    expect(cashOut.change.cash_out).toBe(2);
    const lateness = {
      flight: flight.at - startedAt,
      cashOut: cashOut.at - (startedAt + Math.ceil(elapsedAt(2, RATE))),
      bust: bust.at - bust.change.at,
      next: following.at - (bust.change.at + AFTER_BUST_MS),
    };
    for (const late of Object.values(lateness)) {
      expect(late).toBeGreaterThanOrEqual(0);
      expect(late).toBeLessThan(LATE_MS);
    }
  });

  it('notices a clock moved forward within tickMs (the dev clock), though its deadline was far', async () => {
    const { pubsub, next } = listen();
    let offset = 0;
    t = await createStudioTestApp({
      pubsub,
      now: () => new Date(Date.now() + offset),
      crash: { tickMs: 100, bettingMs: 60_000, ratePerMs: RATE },
    });
    await t.get('/studio-api/v1/crash/state');
    const { change } = await next('crash:betting', () => true);
    offset += 60_000;
    const moved = Date.now();
    const flight = await next('crash:flight', (c) => c.round === change.round);
    expect(flight.at - moved).toBeLessThan(100 + LATE_MS);
  });
});

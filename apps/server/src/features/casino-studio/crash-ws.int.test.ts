import { CrashTiming, elapsedAt } from '@fairline/shared/casino/crash-live';
import { topics } from '@fairline/shared/realtime/topics';
import type { CrashBetAnswer } from '@fairline/shared/wire/casino-crash';
import { type ServerFrame, serverFrame } from '@fairline/shared/wire/live-frames';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MemoryPubSub } from '../../infra/pubsub/memory-pubsub';
import { realtimePlugin } from '../realtime';
import { createStudioTestApp, type StudioTestApp } from './casino-studio.testing';

let t: StudioTestApp;
let ws: FastifyInstance;
let url: string;
let clock = Date.parse('2026-11-26T12:00:00Z');
const pubsub = new MemoryPubSub();
const TOPIC = topics.crash('main');

beforeAll(async () => {
  t = await createStudioTestApp({ now: () => new Date(clock), pubsub });
  ws = Fastify();
  ws.setValidatorCompiler(validatorCompiler);
  ws.setSerializerCompiler(serializerCompiler);
  await ws.register(realtimePlugin, {
    pubsub,
    flush: { minFlushMs: 20 },
    snapshot: (topic) => t.app.crashRoom.snapshotForTopic(topic),
  });
  url = `${(await ws.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws')}/ws`;
});
afterAll(async () => {
  await ws.close();
  await t.close();
  await pubsub.close();
});

/** A watcher: every frame it got, each checked against the published `/ws` contract. */
async function watch() {
  const socket = new WebSocket(url);
  const frames: ServerFrame[] = [];
  socket.on('message', (data) => frames.push(serverFrame.parse(JSON.parse(data.toString()))));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ op: 'sub', topics: [TOPIC] }));
  const items = () => frames.flatMap((f) => (f.t === 'batch' ? f.items : []));
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 250 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(check()).toBe(true);
  };
  return { socket, frames, items, until };
}

describe('crash over /ws', () => {
  it('lets a guest watch the room: a snapshot, then bets, cash-outs and the bust with its revealed hash', async () => {
    const guest = await watch();
    await guest.until(() => guest.frames.some((f) => f.t === 'snapshot'));
    const snapshot = guest.frames.find((f) => f.t === 'snapshot');
    expect(snapshot).toMatchObject({ topic: TOPIC, data: { t: 'crash', room: 'main', phase: 'betting' } });
    if (snapshot?.t !== 'snapshot' || !('round' in snapshot.data)) throw new Error('no crash snapshot');
    const { round, started_at: startedAt } = snapshot.data;
    const [row] = await t.database.query<{ point: unknown }>(
      `select point from studio_crash_rounds where room = 'main' and round = $1`,
      [round],
    );
    const point = Number(row?.point);

    const player = await t.demoSession();
    const placed = (await t.post('/studio-api/v1/crash/bets', player.session, { stake: 700 })).json<CrashBetAnswer>();
    await guest.until(() => guest.items().some((i) => i.t === 'crash:bet'));
    expect(guest.items().find((i) => i.t === 'crash:bet')).toMatchObject({
      round,
      bet: { id: placed.bet.id, stake: 700, cash_out: null },
    });

    clock = startedAt + 1;
    await t.app.crashRoom.tick();
    const out = await t.post(`/studio-api/v1/crash/bets/${placed.bet.id}/cashout`, player.session);
    if (point > 1) {
      expect(out.statusCode).toBe(200);
      await guest.until(() => guest.items().some((i) => i.t === 'crash:cashout'));
      expect(guest.items().find((i) => i.t === 'crash:cashout')).toMatchObject({ bet: placed.bet.id, cash_out: 1 });
    } else {
      expect(out.json().error.code).toBe('BUSTED');
    }
    clock = startedAt + Math.ceil(elapsedAt(point)) + 1;
    await t.app.crashRoom.tick();
    await guest.until(() => guest.items().some((i) => i.t === 'crash:bust'));
    const bust = guest.items().find((i) => i.t === 'crash:bust');
    expect(bust).toMatchObject({ round, past: { round, point } });
    clock += CrashTiming.afterBustMs;
    await t.app.crashRoom.tick();
    await guest.until(() => guest.items().some((i) => i.t === 'crash:betting'));
    const kinds = guest.items().map((i) => i.t);
    expect(kinds.indexOf('crash:flight')).toBeLessThan(kinds.indexOf('crash:bust'));
    guest.socket.close();
  });
});

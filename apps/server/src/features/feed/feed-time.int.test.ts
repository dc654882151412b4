import { describe, expect, it } from 'vitest';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { buildFeedApp, type Json, LINE, LIVE, T0 } from './feed-test-app.testing';

describe('as time passes', () => {
  it('moves a line game to live with the same CI after kick-off', async () => {
    const t = await buildFeedApp();
    try {
      const line = (await t.app.inject(`${LINE}Get1x2_VZip?sports=1&count=8`)).json().Value as Json[];
      const soon = line.filter((g) => Number(g.S) * 1000 < T0 + 3_600_000);
      expect(soon.length).toBeGreaterThan(0);
      t.clock.set(Math.max(...soon.map((g) => Number(g.S) * 1000)) + 60_000);
      const live = (await t.app.inject(`${LIVE}Get1x2_VZip?sports=1&count=1000`)).json().Value as Json[];
      const moved = soon.filter((g) => live.some((l) => l.CI === g.CI && l.I !== g.I));
      expect(moved.length).toBeGreaterThan(0);
      const stillLine = (await t.app.inject(`${LINE}Get1x2_VZip?sports=1&count=1000`)).json().Value as Json[];
      expect(stillLine.some((g) => g.CI === moved[0]?.CI)).toBe(false);
    } finally {
      await t.app.close();
    }
  });

  it('publishes odds and score deltas of a live game as the clock advances', async () => {
    const published: { topic: string; message: { t: string; gameId?: number } }[] = [];
    const pubsub: PubSub = {
      publish: async (topic, message) => {
        published.push({ topic, message: message as { t: string } });
      },
      subscribe: () => () => {},
      whenSubscribed: async () => {},
      close: async () => {},
    };
    const t = await buildFeedApp(pubsub);
    try {
      for (let i = 0; i < 7; i++) {
        t.clock.advance(10_000);
        t.feed.tick();
      }
      const kinds = (t: string) => published.filter((p) => p.message.t === t);
      const odds = kinds('odds')[0];
      expect(odds?.message).toEqual(expect.objectContaining({ gameId: expect.any(Number), e: expect.any(Array) }));
      expect(published.filter((p) => p.message.gameId === odds?.message.gameId).map((p) => p.topic)).toContain(
        `feed:game:${odds?.message.gameId}`,
      );
      const score = kinds('score')[0];
      expect(score?.message).toEqual(expect.objectContaining({ gameId: expect.any(Number), sc: expect.any(Object) }));
      const snapshot = t.feed.snapshotForTopic(`feed:game:${score?.message.gameId}`) as Json;
      expect(snapshot.I).toBe(score?.message.gameId);
      expect(t.feed.snapshotForTopic('feed:games')).toEqual({ line: expect.any(Array), live: expect.any(Array) });
    } finally {
      await t.app.close();
    }
  });
});

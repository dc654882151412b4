import type { OddsChange } from '@fairline/shared/wire/feed-changes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PendingChanges, toChange } from './pending-changes';

type OddsItem = { gameId: number; e: OddsChange[] };

const entry = fc.record({
  T: fc.integer({ min: 1, max: 4 }),
  G: fc.constantFrom(1, 17),
  C: fc.double({ min: 1.01, max: 50, noNaN: true }),
});
const oddsMessage = fc.record({ gameId: fc.integer({ min: 1, max: 3 }), e: fc.array(entry, { maxLength: 4 }) });

function sentOdds(pending: PendingChanges): Map<string, OddsChange> {
  const sent = new Map<string, OddsChange>();
  for (const item of JSON.parse(pending.toJson()) as OddsItem[]) {
    for (const e of item.e) sent.set(`${item.gameId}:${e.G}:${e.T}`, e);
  }
  return sent;
}

describe('PendingChanges', () => {
  it('holds only the latest value of every outcome, whatever the sequence of changes', () => {
    fc.assert(
      fc.property(fc.array(oddsMessage, { maxLength: 60 }), (messages) => {
        const pending = new PendingChanges();
        const latest = new Map<string, OddsChange>();
        messages.forEach((m, seq) => {
          pending.add(toChange({ t: 'odds', ...m }, seq));
          for (const e of m.e) latest.set(`${m.gameId}:${e.G}:${e.T}`, e);
        });
        expect(pending.size).toBe(latest.size);
        expect(sentOdds(pending)).toEqual(latest);
      }),
    );
  });

  it('merges the maps of several topics into the latest value of every outcome, however arrivals interleave', () => {
    const arrival = fc.record({ topic: fc.integer({ min: 0, max: 2 }), message: oddsMessage });
    fc.assert(
      fc.property(fc.array(arrival, { maxLength: 60 }), (arrivals) => {
        const perTopic = [new PendingChanges(), new PendingChanges(), new PendingChanges()];
        const latest = new Map<string, OddsChange>();
        arrivals.forEach(({ topic, message }, seq) => {
          perTopic[topic]?.add(toChange({ t: 'odds', ...message }, seq));
          for (const e of message.e) latest.set(`${message.gameId}:${e.G}:${e.T}`, e);
        });
        const merged = new PendingChanges();
        for (const pending of [...perTopic].reverse()) merged.merge(pending);
        expect(merged.size).toBe(latest.size);
        expect(sentOdds(merged)).toEqual(latest);
      }),
    );
  });

  it('keeps messages it cannot key, in the order they came, also across merged topics', () => {
    const a = new PendingChanges();
    const b = new PendingChanges();
    a.add(toChange({ t: 'bet', id: 1 }, 1));
    b.add(toChange({ t: 'bet', id: 2 }, 2));
    a.add(toChange({ t: 'bet', id: 1 }, 3));
    b.add(toChange('text', 4));
    const merged = new PendingChanges();
    merged.merge(b);
    merged.merge(a);
    expect(JSON.parse(merged.toJson())).toEqual([
      { t: 'bet', id: 1 },
      { t: 'bet', id: 2 },
      { t: 'bet', id: 1 },
      'text',
    ]);
    expect(merged.size).toBe(4);
  });

  it('keeps arrival order when a merged map is merged again', () => {
    const a = new PendingChanges();
    const b = new PendingChanges();
    a.add(toChange({ t: 'status', gameId: 1, status: 'paused' }, 1));
    b.add(toChange({ t: 'status', gameId: 2, status: 'live' }, 2));
    const both = new PendingChanges();
    both.merge(b);
    both.merge(a);
    const again = new PendingChanges();
    again.merge(both);
    expect((JSON.parse(again.toJson()) as { gameId: number }[]).map((item) => item.gameId)).toEqual([1, 2]);
  });

  it('replaces a removal by a later addition of the same game', () => {
    const pending = new PendingChanges();
    pending.add(toChange({ t: 'game-', gameId: 4 }, 1));
    pending.add(toChange({ t: 'game+', game: { I: 4 } }, 2));
    expect(JSON.parse(pending.toJson())).toEqual([{ t: 'game+', game: { I: 4 } }]);
  });

  it('keeps the newer score when two topics carry different ones', () => {
    const game = new PendingChanges();
    const sport = new PendingChanges();
    sport.add(toChange({ t: 'score', gameId: 4, sc: { S: 1 } }, 1));
    game.add(toChange({ t: 'score', gameId: 4, sc: { S: 2 } }, 2));
    const merged = new PendingChanges();
    merged.merge(game);
    merged.merge(sport);
    expect(JSON.parse(merged.toJson())).toEqual([{ t: 'score', gameId: 4, sc: { S: 2 } }]);
  });
});

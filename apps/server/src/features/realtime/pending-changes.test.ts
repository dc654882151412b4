import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OddsEntry } from '../../infra/pubsub/feed-messages';
import { PendingChanges, toChange } from './pending-changes';

describe('PendingChanges', () => {
  it('holds only the latest value of every outcome, whatever the sequence of changes', () => {
    const entry = fc.record({
      T: fc.integer({ min: 1, max: 4 }),
      G: fc.constantFrom(1, 17),
      C: fc.double({ min: 1.01, max: 50, noNaN: true }),
    });
    const message = fc.record({ gameId: fc.integer({ min: 1, max: 3 }), e: fc.array(entry, { maxLength: 4 }) });
    fc.assert(
      fc.property(fc.array(message, { maxLength: 60 }), (messages) => {
        const pending = new PendingChanges();
        const latest = new Map<string, OddsEntry>();
        for (const m of messages) {
          pending.add(toChange({ t: 'odds', ...m }));
          for (const e of m.e) latest.set(`${m.gameId}:${e.G}:${e.T}`, e);
        }
        expect(pending.size).toBe(latest.size);
        const sent = new Map<string, OddsEntry>();
        for (const item of JSON.parse(pending.drain()) as { gameId: number; e: OddsEntry[] }[]) {
          for (const e of item.e) sent.set(`${item.gameId}:${e.G}:${e.T}`, e);
        }
        expect(sent).toEqual(latest);
        expect(pending.size).toBe(0);
      }),
    );
  });

  it('keeps messages it cannot key, in the order they came', () => {
    const pending = new PendingChanges();
    pending.add(toChange({ t: 'bet', id: 1 }));
    pending.add(toChange({ t: 'bet', id: 1 }));
    pending.add(toChange('text'));
    expect(JSON.parse(pending.drain())).toEqual([{ t: 'bet', id: 1 }, { t: 'bet', id: 1 }, 'text']);
  });

  it('replaces a removal by a later addition of the same game', () => {
    const pending = new PendingChanges();
    pending.add(toChange({ t: 'game-', gameId: 4 }));
    pending.add(toChange({ t: 'game+', game: { I: 4 } }));
    expect(JSON.parse(pending.drain())).toEqual([{ t: 'game+', game: { I: 4 } }]);
  });
});

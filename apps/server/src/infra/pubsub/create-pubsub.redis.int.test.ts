// Two instances' buses on one Redis, as createPubSub builds them (ADR 0020): what one instance alone
// can publish (a user's bets and balance) reaches the other; the feed, which every instance
// publishes itself, does not travel, so a socket never gets a change once per instance.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createPubSub } from './create-pubsub';
import type { PubSub } from './pubsub';
import { topics } from './topics';

const REDIS_URL = process.env.REDIS_URL;
const buses: PubSub[] = [];
afterAll(async () => {
  for (const bus of buses) await bus.close();
});

function instanceBus(): PubSub {
  const bus = createPubSub(REDIS_URL);
  buses.push(bus);
  return bus;
}

describe.skipIf(!REDIS_URL)('the buses of two instances on one Redis (skipped without REDIS_URL)', () => {
  it("delivers a user's change published on one instance to the other", async () => {
    const a = instanceBus();
    const b = instanceBus();
    const topic = topics.user(`bus-${Date.now()}`);
    const handler = vi.fn();
    b.subscribe(topic, handler);
    await b.whenSubscribed(topic);
    await a.publish(topic, { t: 'balance', accountId: 1, balance: 500 });
    await expect.poll(() => handler.mock.calls).toEqual([[{ t: 'balance', accountId: 1, balance: 500 }]]);
  });

  it('keeps a feed change in the instance that published it', async () => {
    const a = instanceBus();
    const b = instanceBus();
    const topic = topics.game(Date.now());
    const onA = vi.fn();
    const onB = vi.fn();
    a.subscribe(topic, onA);
    b.subscribe(topic, onB);
    await Promise.all([a.whenSubscribed(topic), b.whenSubscribed(topic)]);
    await a.publish(topic, { t: 'status', gameId: 1, status: 'live' });
    // A user message sent after it over Redis has arrived: the feed change would have too.
    const marker = topics.user(`marker-${Date.now()}`);
    const arrived = vi.fn();
    b.subscribe(marker, arrived);
    await b.whenSubscribed(marker);
    await a.publish(marker, 'after');
    await expect.poll(() => arrived.mock.calls.length).toBe(1);
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { isInstanceTopic } from './create-pubsub';
import { MemoryPubSub } from './memory-pubsub';
import { SplitPubSub } from './split-pubsub';
import { topics } from './topics';

describe('SplitPubSub', () => {
  it('keeps the topics it is told are local on the local bus and sends every other to the shared one', async () => {
    const local = new MemoryPubSub();
    const shared = new MemoryPubSub();
    const bus = new SplitPubSub(local, shared, isInstanceTopic);
    const onLocal = vi.fn();
    const onShared = vi.fn();
    local.subscribe(topics.game(7), onLocal);
    shared.subscribe(topics.user(3), onShared);

    await bus.publish(topics.game(7), 'odds');
    await bus.publish(topics.user(3), 'balance');
    expect(onLocal).toHaveBeenCalledWith('odds');
    expect(onShared).toHaveBeenCalledWith('balance');

    const handler = vi.fn();
    const off = bus.subscribe(topics.user(3), handler);
    await shared.publish(topics.user(3), 'bet');
    await local.publish(topics.user(3), 'never');
    expect(handler.mock.calls).toEqual([['bet']]);
    off();
    expect(shared.topicCount).toBe(1);
  });

  it('closes both buses', async () => {
    const local = new MemoryPubSub();
    const shared = new MemoryPubSub();
    local.subscribe('feed:games', () => {});
    shared.subscribe('user:1', () => {});
    await new SplitPubSub(local, shared, isInstanceTopic).close();
    expect(local.topicCount + shared.topicCount).toBe(0);
  });
});

describe('which topics stay in the instance', () => {
  it('keeps every feed topic in the instance and shares user topics', () => {
    for (const topic of [topics.game(1), topics.champ(2), topics.sport(1, 'live'), topics.games]) {
      expect(isInstanceTopic(topic), topic).toBe(true);
    }
    expect(isInstanceTopic(topics.user(42))).toBe(false);
  });
});

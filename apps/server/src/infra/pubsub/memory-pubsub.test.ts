import { describe, expect, it, vi } from 'vitest';
import { MemoryPubSub } from './memory-pubsub';

describe('MemoryPubSub', () => {
  it('delivers to every handler of the topic before publish resolves, and to no other topic', () => {
    const bus = new MemoryPubSub();
    const a = vi.fn();
    const b = vi.fn();
    const other = vi.fn();
    bus.subscribe('feed:game:1', a);
    bus.subscribe('feed:game:1', b);
    bus.subscribe('feed:game:2', other);
    void bus.publish('feed:game:1', { t: 'status', gameId: 1, status: 'live' });
    expect(a).toHaveBeenCalledWith({ t: 'status', gameId: 1, status: 'live' });
    expect(b).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('forgets a topic once its last handler unsubscribes, so nothing leaks', async () => {
    const bus = new MemoryPubSub();
    const handler = vi.fn();
    const offA = bus.subscribe('feed:games', handler);
    const offB = bus.subscribe('feed:games', handler);
    offA();
    offA();
    expect(bus.topicCount).toBe(1);
    await bus.publish('feed:games', 1);
    expect(handler).toHaveBeenCalledTimes(1);
    offB();
    expect(bus.topicCount).toBe(0);
  });

  it('reaches every handler even when one unsubscribes another during delivery', async () => {
    const bus = new MemoryPubSub();
    const second = vi.fn();
    let offSecond = () => {};
    bus.subscribe('t', () => offSecond());
    offSecond = bus.subscribe('t', second);
    await bus.publish('t', 1);
    expect(second).toHaveBeenCalledTimes(1);
    await bus.publish('t', 2);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keeps delivering to the others when a handler throws, and reports the error', async () => {
    const onError = vi.fn();
    const bus = new MemoryPubSub(onError);
    const after = vi.fn();
    bus.subscribe('t', () => {
      throw new Error('boom');
    });
    bus.subscribe('t', after);
    await bus.publish('t', 1);
    expect(after).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
  });

  it('drops every handler on close', async () => {
    const bus = new MemoryPubSub();
    const handler = vi.fn();
    bus.subscribe('t', handler);
    await bus.close();
    await bus.publish('t', 1);
    expect(handler).not.toHaveBeenCalled();
    expect(bus.topicCount).toBe(0);
  });
});

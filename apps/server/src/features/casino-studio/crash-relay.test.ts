import { describe, expect, it, vi } from 'vitest';
import { MemoryPubSub } from '../../infra/pubsub/memory-pubsub';
import { type CrashCall, CrashRelay } from './crash-relay';
import { StudioError } from './studio-errors';

const session = { id: 's1', mode: 'demo', owner: 'o', currency: 'EUR', lang: null, demoBalance: 0 } as const;

/** Two instances' relays on one bus; `leader` says which one leads. */
function pair(handle: (call: CrashCall) => Promise<unknown>, timeoutMs = 200) {
  const bus = new MemoryPubSub();
  const leader = { is: 'a' as 'a' | 'b' | null };
  const handlers = { a: vi.fn(handle), b: vi.fn(handle) };
  const relay = (name: 'a' | 'b') =>
    new CrashRelay(bus, { room: 'main', isLeader: () => leader.is === name, handle: handlers[name], timeoutMs });
  return { a: relay('a'), b: relay('b'), leader, handlers };
}

describe('the crash room relay between instances (ADR 0058)', () => {
  it('runs a call once, on the leader only, with the arrival stamped by the instance that took it', async () => {
    const { b, handlers } = pair(async () => ({ ok: 1 }));
    const call = { kind: 'cashout', session, bet: 'x', arrived: 1234 } as const;
    await expect(b.call(call)).resolves.toEqual({ ok: 1 });
    expect(handlers.a).toHaveBeenCalledExactlyOnceWith(call);
    expect(handlers.b).not.toHaveBeenCalled();
  });

  it("passes the leader's refusal on as the same studio error", async () => {
    const { b } = pair(async () => {
      throw new StudioError(409, 'BUSTED', 'Too late');
    });
    await expect(b.call({ kind: 'snapshot' })).rejects.toMatchObject({ status: 409, code: 'BUSTED' });
  });

  it('answers 503 ROOM_UNAVAILABLE when no instance leads (a takeover under way)', async () => {
    const { b, leader, handlers } = pair(async () => ({}), 50);
    leader.is = null;
    await expect(b.call({ kind: 'snapshot' })).rejects.toMatchObject({ status: 503, code: 'ROOM_UNAVAILABLE' });
    expect(handlers.a).not.toHaveBeenCalled();
    leader.is = 'a';
    await expect(b.call({ kind: 'snapshot' })).resolves.toEqual({});
  });

  it('sends an unanswered snapshot call again, so a socket subscribing during a takeover gets one from the new leader', async () => {
    const { b, leader } = pair(async () => ({ t: 'crash' }), 3_000);
    leader.is = null;
    const answer = b.call({ kind: 'snapshot' });
    setTimeout(() => {
      leader.is = 'a';
    }, 300);
    await expect(answer).resolves.toEqual({ t: 'crash' });
  });

  it('shares one snapshot call among the sockets subscribing together', async () => {
    const { b, handlers } = pair(async () => ({ t: 'crash' }));
    const answers = await Promise.all([b.call({ kind: 'snapshot' }), b.call({ kind: 'snapshot' })]);
    expect(answers).toEqual([{ t: 'crash' }, { t: 'crash' }]);
    expect(handlers.a).toHaveBeenCalledTimes(1);
  });
});

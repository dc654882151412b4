// The crash room's calls between instances (ADR 0058, several instances): one room per deployment runs
// on the leader of ADR 0020; an instance that does not lead sends the room's calls — a snapshot, a bet,
// a cash-out stamped with the moment it arrived here — to the leader over the shared pub/sub and waits
// for the answer. Every instance listens to the calls topic and only the one that leads answers, so a
// takeover needs no address: the next call reaches the new leader.
import { randomBytes } from 'node:crypto';
import type { CrashBetAnswer, CrashBetRequest, CrashSnapshot } from '@fairline/shared/wire/casino-crash';
import type { PubSub } from '../../infra/pubsub/pubsub';
import type { StudioSession } from './sessions';
import { StudioError } from './studio-errors';

/** How long a call waits for the leader (a real bet's wallet call included), then 503. */
export const CRASH_RELAY_TIMEOUT_MS = 10_000;
/** A snapshot call nobody answered (no leader yet, a takeover) is sent again this often until the timeout. */
const SNAPSHOT_RESEND_MS = 1_000;

export type CrashCall =
  | { kind: 'snapshot' }
  | { kind: 'bet'; session: StudioSession; req: CrashBetRequest; arrived: number }
  | { kind: 'cashout'; session: StudioSession; bet: string; arrived: number };

type CrashCallAnswer<C extends CrashCall> = C extends { kind: 'snapshot' } ? CrashSnapshot : CrashBetAnswer;

interface Request {
  id: string;
  replyTo: string;
  call: CrashCall;
}

type Reply =
  | { id: string; ok: true; value: unknown }
  | { id: string; ok: false; status: number; code: string; message: string };

/** Instance-to-instance topics: `parseTopic` knows none of them, so no socket can subscribe. */
const callsTopic = (room: string) => `internal:crash:${room}:calls`;
const replyTopic = (instance: string) => `internal:crash-reply:${instance}`;

export interface CrashRelayOptions {
  room: string;
  /** True while this instance leads (and so runs the room). */
  isLeader: () => boolean;
  /** Runs a call on this instance's room (the leader's). */
  handle: (call: CrashCall) => Promise<unknown>;
  timeoutMs?: number;
  onError?: (err: unknown) => void;
}

export class CrashRelay {
  private readonly instance = randomBytes(9).toString('base64url');
  private readonly waiting = new Map<string, { done: (reply: Reply) => void; timer: NodeJS.Timeout }>();
  private readonly unsubscribe: (() => void)[] = [];
  private snapshotCall: Promise<CrashSnapshot> | null = null;

  constructor(
    private readonly pubsub: PubSub,
    private readonly o: CrashRelayOptions,
  ) {
    this.unsubscribe.push(
      pubsub.subscribe(callsTopic(o.room), (message) => void this.answer(message as Request)),
      pubsub.subscribe(replyTopic(this.instance), (message) => this.received(message as Reply)),
    );
  }

  /** Sends a call to the leader; its answer, or the leader's StudioError, or 503 when no leader answers. */
  async call<C extends CrashCall>(call: C): Promise<CrashCallAnswer<C>> {
    // Sockets subscribing together share one snapshot call.
    if (call.kind === 'snapshot') {
      this.snapshotCall ??= this.send(call).finally(() => {
        this.snapshotCall = null;
      }) as Promise<CrashSnapshot>;
      return this.snapshotCall as Promise<CrashCallAnswer<C>>;
    }
    return this.send(call) as Promise<CrashCallAnswer<C>>;
  }

  close(): void {
    for (const off of this.unsubscribe.splice(0)) off();
    for (const [id, { done, timer }] of this.waiting) {
      clearTimeout(timer);
      done({ id, ok: false, status: 503, code: 'ROOM_UNAVAILABLE', message: 'The server is shutting down' });
    }
    this.waiting.clear();
  }

  private async send(call: CrashCall): Promise<unknown> {
    const replyTo = replyTopic(this.instance);
    await Promise.all([this.pubsub.whenSubscribed(replyTo), this.pubsub.whenSubscribed(callsTopic(this.o.room))]);
    const id = randomBytes(12).toString('base64url');
    const reply = new Promise<Reply>((done) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        done({
          id,
          ok: false,
          status: 503,
          code: 'ROOM_UNAVAILABLE',
          message: 'The crash room did not answer (a new leader takes it over within seconds): try again',
        });
      }, this.o.timeoutMs ?? CRASH_RELAY_TIMEOUT_MS);
      timer.unref();
      this.waiting.set(id, { done, timer });
    });
    const request: Request = { id, replyTo, call };
    await this.pubsub.publish(callsTopic(this.o.room), request);
    // Only a snapshot is sent again: it changes nothing, and a bet or cash-out must reach the room once.
    const resend =
      call.kind === 'snapshot'
        ? setInterval(() => {
            this.pubsub.publish(callsTopic(this.o.room), request).catch((err) => this.o.onError?.(err));
          }, SNAPSHOT_RESEND_MS)
        : null;
    const answer = await reply.finally(() => {
      if (resend) clearInterval(resend);
    });
    if (!answer.ok) throw new StudioError(answer.status, answer.code, answer.message);
    return answer.value;
  }

  private received(reply: Reply) {
    const waiter = this.waiting.get(reply.id);
    if (!waiter) return;
    this.waiting.delete(reply.id);
    clearTimeout(waiter.timer);
    waiter.done(reply);
  }

  /** The leader runs each call once and answers the instance that sent it; the others stay silent. */
  private async answer(request: Request) {
    if (!this.o.isLeader()) return;
    let reply: Reply;
    try {
      reply = { id: request.id, ok: true, value: await this.o.handle(request.call) };
    } catch (err) {
      if (!(err instanceof StudioError)) this.o.onError?.(err);
      reply =
        err instanceof StudioError
          ? { id: request.id, ok: false, status: err.status, code: err.code, message: err.message }
          : { id: request.id, ok: false, status: 500, code: 'INTERNAL', message: 'The crash room failed' };
    }
    await this.pubsub.publish(request.replyTo, reply).catch((err) => this.o.onError?.(err));
  }
}

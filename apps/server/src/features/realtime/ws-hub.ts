import { CloseCodes, RealtimeLimits, type RejectReason } from '@fairline/shared/realtime/protocol';
import { clientMessage } from '@fairline/shared/wire/live-frames';
import { parseTopic } from '../../infra/pubsub/topics';
import { Fanout } from './fanout';
import { flushDefaults } from './flush-window';
import type { Client, TopicEntry } from './hub-client';
import type { ClientContext, HubConnection, HubFrame, HubOptions, HubSocket, HubStats } from './hub-types';

const OPEN = 1;
const TERMINATE_AFTER_CLOSE_MS = 2000;
/**
 * The heartbeat interval is cut into this many ticks; each tick pings one share of the clients.
 * Pinging 10,000 sockets at once kept the event loop busy for 140–330 ms (one `ws` ping is a socket
 * write, 15–25 µs on the bench machine) and their pongs came back in one burst: every change in
 * flight waited that long (decision 0007).
 */
const HEARTBEAT_TICKS = 20;

/**
 * Fan-out of one server instance. A pub/sub topic is subscribed while at least one local client
 * wants it. Changes are merged per topic and sent as one frame per client per flush, because a
 * socket write costs about as much as a whole small batch: one frame per change saturates the CPU
 * long before the network (see `Fanout` for the shared frames and the adaptive window). A client
 * whose socket buffer stays full is skipped, then dropped, so a slow reader cannot grow the
 * server's memory.
 */
export class WsHub {
  private readonly clients = new Set<Client>();
  private readonly topics = new Map<string, TopicEntry>();
  private readonly fanout: Fanout;
  private readonly heartbeatTimer: NodeJS.Timeout;
  private heartbeatTick = 0;
  private dealtHeartbeats = 0;
  private droppedSlowClients = 0;
  private readonly o: {
    pubsub: HubOptions['pubsub'];
    snapshot: HubOptions['snapshot'];
    topicGuard: HubOptions['topicGuard'];
    heartbeatMs: number;
    now: () => number;
    onError: (error: unknown) => void;
  };
  private closed = false;

  constructor(options: HubOptions) {
    const now = options.now ?? Date.now;
    const onError = options.onError ?? (() => {});
    this.o = {
      pubsub: options.pubsub,
      snapshot: options.snapshot,
      topicGuard: options.topicGuard,
      heartbeatMs: options.heartbeatMs ?? 20_000,
      now,
      onError,
    };
    this.fanout = new Fanout(
      {
        minFlushMs: options.minFlushMs ?? flushDefaults.minFlushMs,
        maxFlushMs: options.maxFlushMs ?? flushDefaults.maxFlushMs,
        framesPerSecond: options.framesPerSecond ?? flushDefaults.framesPerSecond,
        sliceMs: options.sliceMs ?? flushDefaults.sliceMs,
        cohorts: Math.max(1, Math.floor(options.cohorts ?? flushDefaults.cohorts)),
        softBufferBytes: options.softBufferBytes ?? 1024 * 1024,
        hardBufferBytes: options.hardBufferBytes ?? 8 * 1024 * 1024,
        maxSkipMs: options.maxSkipMs ?? 6000,
        maxPendingChanges: options.maxPendingChanges ?? 50_000,
        now,
        onError,
      },
      {
        topics: this.topics,
        isConnected: (client) => this.clients.has(client),
        dropSlow: (client) => this.dropSlow(client),
      },
    );
    this.heartbeatTimer = setInterval(() => this.heartbeat(), this.o.heartbeatMs / HEARTBEAT_TICKS).unref();
  }

  connect(socket: HubSocket, context: ClientContext = {}): HubConnection {
    const client: Client = {
      socket,
      context,
      cohort: this.fanout.deal(),
      heartbeatShare: this.dealtHeartbeats++ % HEARTBEAT_TICKS,
      topics: new Set(),
      backlog: null,
      snapshotsInFlight: 0,
      skippingSince: null,
      lastSeenAt: this.o.now(),
    };
    if (this.closed) socket.close(CloseCodes.goingAway, 'server shutting down');
    else this.clients.add(client);
    return {
      receive: (data) => this.receive(client, data),
      pong: () => {
        client.lastSeenAt = this.o.now();
      },
      disconnect: () => this.remove(client),
    };
  }

  stats(): HubStats {
    return {
      clients: this.clients.size,
      topics: this.topics.size,
      ...this.fanout.counters,
      droppedSlowClients: this.droppedSlowClients,
      flushWindowMs: this.fanout.windowMs,
    };
  }

  /** Sends every client with changes its batch now; otherwise runs by itself (see `Fanout`). */
  flush(): void {
    this.fanout.flush();
  }

  /**
   * One tick of the heartbeat: pings the clients of this tick's share and drops those silent for two
   * intervals. Runs `HEARTBEAT_TICKS` times per `heartbeatMs`, so each client is pinged once per
   * `heartbeatMs` while the pings (and the pongs they bring back) spread over the interval.
   */
  private heartbeat(): void {
    const share = this.heartbeatTick;
    this.heartbeatTick = (share + 1) % HEARTBEAT_TICKS;
    const deadline = this.o.now() - 2 * this.o.heartbeatMs;
    for (const client of this.clients) {
      if (client.heartbeatShare !== share) continue;
      if (client.lastSeenAt < deadline) {
        this.remove(client);
        client.socket.terminate();
      } else if (client.socket.readyState === OPEN) {
        client.socket.ping();
      }
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.fanout.stop();
    clearInterval(this.heartbeatTimer);
    for (const client of this.clients) {
      this.remove(client);
      client.socket.close(CloseCodes.goingAway, 'server shutting down');
    }
  }

  private receive(client: Client, data: string) {
    if (!this.clients.has(client)) return;
    client.lastSeenAt = this.o.now();
    if (Buffer.byteLength(data) > RealtimeLimits.maxMessageBytes) {
      this.remove(client);
      client.socket.close(CloseCodes.tooBig, 'message too big');
      return;
    }
    let parsed: ReturnType<typeof clientMessage.safeParse>;
    try {
      parsed = clientMessage.safeParse(JSON.parse(data));
    } catch {
      this.send(client, { t: 'error', code: 'bad_message', message: 'not JSON' });
      return;
    }
    if (!parsed.success) {
      this.send(client, { t: 'error', code: 'bad_message', message: parsed.error.issues[0]?.message ?? 'invalid' });
      return;
    }
    const message = parsed.data;
    if (message.op === 'ping') this.send(client, { t: 'pong', ts: this.o.now() });
    else if (message.op === 'sub') this.subscribe(client, message.topics, message.snapshot !== false);
    else this.unsubscribe(client, message.topics);
  }

  private subscribe(client: Client, topics: string[], withSnapshots: boolean) {
    const accepted: string[] = [];
    const rejected: { topic: string; reason: RejectReason }[] = [];
    const added: string[] = [];
    for (const topic of new Set(topics)) {
      const reason = client.topics.has(topic) ? null : this.rejectReason(client, topic);
      if (reason) {
        rejected.push({ topic, reason });
        continue;
      }
      accepted.push(topic);
      if (client.topics.has(topic)) continue;
      client.topics.add(topic);
      this.retain(topic, client);
      added.push(topic);
    }
    this.send(
      client,
      rejected.length ? { t: 'subscribed', topics: accepted, rejected } : { t: 'subscribed', topics: accepted },
    );
    if (this.o.snapshot && withSnapshots) for (const topic of added) void this.sendSnapshot(client, topic);
  }

  private rejectReason(client: Client, topic: string): RejectReason | null {
    const parsed = parseTopic(topic);
    if (!parsed) return 'unknown_topic';
    // A user topic carries one person's bets and balance: only that signed-in user may watch it.
    if (parsed.kind === 'user' && parsed.userId !== client.context.userId) return 'forbidden';
    // A feed topic of a sport the player hid (ADR 0030).
    const { userId } = client.context;
    if (parsed.kind === 'feed' && userId !== undefined && this.o.topicGuard?.(userId, topic) === false) {
      return 'forbidden';
    }
    if (client.topics.size >= RealtimeLimits.maxTopicsPerClient) return 'too_many_topics';
    return null;
  }

  /**
   * Drops a user's subscriptions that the topic guard now refuses (they hid a sport): each of their
   * sockets is told with an `unsubscribed` frame, as if it had asked.
   */
  recheckTopics(userId: string): void {
    const guard = this.o.topicGuard;
    if (!guard) return;
    for (const client of this.clients) {
      if (client.context.userId !== userId) continue;
      const refused = [...client.topics].filter((topic) => parseTopic(topic)?.kind === 'feed' && !guard(userId, topic));
      if (refused.length > 0) this.unsubscribe(client, refused);
    }
  }

  /**
   * Closes the sockets opened with these sessions (they ended: logout, a block, a password change),
   * so nothing of the account reaches them any more; the client reconnects as who it is now.
   */
  endSessions(sessionIds: readonly string[]): void {
    const ended = new Set(sessionIds);
    for (const client of this.clients) {
      if (client.context.sessionId === undefined || !ended.has(client.context.sessionId)) continue;
      this.remove(client);
      client.socket.close(CloseCodes.sessionEnded, 'session ended');
    }
  }

  private unsubscribe(client: Client, topics: string[]) {
    for (const topic of topics) {
      if (client.topics.delete(topic)) this.release(topic, client);
    }
    this.send(client, { t: 'unsubscribed', topics });
  }

  private async sendSnapshot(client: Client, topic: string) {
    // Changes keep merging meanwhile; the client takes no batch until the snapshot is out.
    client.snapshotsInFlight++;
    try {
      await this.o.pubsub.whenSubscribed(topic);
      const data = await this.o.snapshot?.(topic);
      if (data !== undefined && client.topics.has(topic)) {
        this.send(client, { t: 'snapshot', ts: this.o.now(), topic, data });
      }
    } catch (error) {
      this.o.onError(error);
    } finally {
      client.snapshotsInFlight--;
    }
  }

  private retain(topic: string, client: Client) {
    let entry = this.topics.get(topic);
    if (!entry) {
      const created: TopicEntry = {
        clients: new Set(),
        lagging: new Set(),
        pending: this.fanout.newPending(),
        unsubscribe: () => {},
      };
      created.unsubscribe = this.o.pubsub.subscribe(topic, (message) => this.fanout.publish(created, message));
      this.topics.set(topic, created);
      entry = created;
    }
    entry.clients.add(client);
    this.fanout.joined(client, entry);
  }

  private release(topic: string, client: Client) {
    const entry = this.topics.get(topic);
    if (!entry) return;
    entry.clients.delete(client);
    this.fanout.left(client, entry);
    if (entry.clients.size > 0) return;
    this.topics.delete(topic);
    entry.unsubscribe();
  }

  private dropSlow(client: Client) {
    this.droppedSlowClients++;
    this.remove(client);
    client.socket.close(CloseCodes.slowConsumer, 'slow consumer');
    // The close frame waits behind the full buffer; a reader that slow may never see it.
    setTimeout(() => client.socket.terminate(), TERMINATE_AFTER_CLOSE_MS).unref();
  }

  private remove(client: Client) {
    if (!this.clients.delete(client)) return;
    for (const topic of client.topics) this.release(topic, client);
    client.topics.clear();
    this.fanout.forget(client);
  }

  private send(client: Client, frame: HubFrame) {
    if (client.socket.readyState !== OPEN) return;
    try {
      client.socket.send(JSON.stringify(frame));
    } catch (error) {
      this.o.onError(error);
    }
  }
}

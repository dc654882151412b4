import { parseTopic } from '../../infra/pubsub/topics';
import type { ClientContext, HubConnection, HubOptions, HubSocket, HubStats } from './hub-types';
import { type Change, PendingChanges, toChange } from './pending-changes';
import { CloseCodes, clientMessage, RealtimeLimits, type RejectReason, type ServerFrame } from './realtime-protocol';

interface Client {
  socket: HubSocket;
  context: ClientContext;
  topics: Set<string>;
  pending: PendingChanges;
  snapshotsInFlight: number;
  skipped: number;
  lastSeenAt: number;
}

const OPEN = 1;
const TERMINATE_AFTER_CLOSE_MS = 2000;

/**
 * Fan-out of one server instance. A pub/sub topic is subscribed while at least one local client
 * wants it. Changes are merged per client and sent as one frame per flush, because a socket write
 * costs about as much as a whole small batch: one frame per change saturates the CPU long before
 * the network. A client whose socket buffer stays full is skipped, then dropped, so a slow reader
 * cannot grow the server's memory.
 */
export class WsHub {
  private readonly clients = new Set<Client>();
  private readonly topics = new Map<string, { clients: Set<Client>; unsubscribe: () => void }>();
  private readonly dirty = new Set<Client>();
  private readonly timers: NodeJS.Timeout[];
  private readonly counters = { framesSent: 0, changesSent: 0, skippedFlushes: 0, droppedSlowClients: 0 };
  private readonly o: Required<Omit<HubOptions, 'snapshot'>> & Pick<HubOptions, 'snapshot'>;
  private closed = false;

  constructor(options: HubOptions) {
    this.o = {
      pubsub: options.pubsub,
      snapshot: options.snapshot,
      flushMs: options.flushMs ?? 150,
      heartbeatMs: options.heartbeatMs ?? 20_000,
      softBufferBytes: options.softBufferBytes ?? 1024 * 1024,
      hardBufferBytes: options.hardBufferBytes ?? 8 * 1024 * 1024,
      maxSkippedFlushes: options.maxSkippedFlushes ?? 40,
      maxPendingChanges: options.maxPendingChanges ?? 50_000,
      now: options.now ?? Date.now,
      onError: options.onError ?? (() => {}),
    };
    this.timers = [
      setInterval(() => this.flush(), this.o.flushMs).unref(),
      setInterval(() => this.heartbeat(), this.o.heartbeatMs).unref(),
    ];
  }

  connect(socket: HubSocket, context: ClientContext = {}): HubConnection {
    const client: Client = {
      socket,
      context,
      topics: new Set(),
      pending: new PendingChanges(),
      snapshotsInFlight: 0,
      skipped: 0,
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
    return { clients: this.clients.size, topics: this.topics.size, ...this.counters };
  }

  /** Sends every client with pending changes one batch frame. Runs every `flushMs`. */
  flush(): void {
    const ts = this.o.now();
    for (const client of this.dirty) {
      if (client.snapshotsInFlight > 0) continue;
      const buffered = client.socket.bufferedAmount;
      if (buffered > this.o.softBufferBytes) {
        client.skipped++;
        this.counters.skippedFlushes++;
        if (buffered > this.o.hardBufferBytes || client.skipped > this.o.maxSkippedFlushes) this.dropSlow(client);
        continue;
      }
      client.skipped = 0;
      this.dirty.delete(client);
      this.counters.changesSent += client.pending.size;
      // Spliced by hand: the items are JSON already (see PendingChanges); the shape is ServerFrame 'batch'.
      this.sendRaw(client, `{"t":"batch","ts":${ts},"items":${client.pending.drain()}}`);
      this.counters.framesSent++;
    }
  }

  /** Pings every client and drops those silent for two intervals. Runs every `heartbeatMs`. */
  heartbeat(): void {
    const deadline = this.o.now() - 2 * this.o.heartbeatMs;
    for (const client of this.clients) {
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
    for (const timer of this.timers) clearInterval(timer);
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
    else if (message.op === 'sub') this.subscribe(client, message.topics);
    else this.unsubscribe(client, message.topics);
  }

  private subscribe(client: Client, topics: string[]) {
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
    if (this.o.snapshot) for (const topic of added) void this.sendSnapshot(client, topic);
  }

  private rejectReason(client: Client, topic: string): RejectReason | null {
    const parsed = parseTopic(topic);
    if (!parsed) return 'unknown_topic';
    // A user topic carries one person's bets and balance: only that signed-in user may watch it.
    if (parsed.kind === 'user' && parsed.userId !== client.context.userId) return 'forbidden';
    if (client.topics.size >= RealtimeLimits.maxTopicsPerClient) return 'too_many_topics';
    return null;
  }

  private unsubscribe(client: Client, topics: string[]) {
    for (const topic of topics) {
      if (client.topics.delete(topic)) this.release(topic, client);
    }
    this.send(client, { t: 'unsubscribed', topics });
  }

  private async sendSnapshot(client: Client, topic: string) {
    // Changes keep merging meanwhile; holding the flush keeps them from arriving before the snapshot.
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
    const entry = this.topics.get(topic);
    if (entry) {
      entry.clients.add(client);
      return;
    }
    const clients = new Set([client]);
    const unsubscribe = this.o.pubsub.subscribe(topic, (message) => this.fanOut(clients, toChange(message)));
    this.topics.set(topic, { clients, unsubscribe });
  }

  private release(topic: string, client: Client) {
    const entry = this.topics.get(topic);
    if (!entry) return;
    entry.clients.delete(client);
    if (entry.clients.size > 0) return;
    this.topics.delete(topic);
    entry.unsubscribe();
  }

  private fanOut(clients: Set<Client>, change: Change) {
    for (const client of clients) {
      client.pending.add(change);
      this.dirty.add(client);
      if (client.pending.size > this.o.maxPendingChanges) this.dropSlow(client);
    }
  }

  private dropSlow(client: Client) {
    this.counters.droppedSlowClients++;
    this.remove(client);
    client.socket.close(CloseCodes.slowConsumer, 'slow consumer');
    // The close frame waits behind the full buffer; a reader that slow may never see it.
    setTimeout(() => client.socket.terminate(), TERMINATE_AFTER_CLOSE_MS).unref();
  }

  private remove(client: Client) {
    if (!this.clients.delete(client)) return;
    this.dirty.delete(client);
    for (const topic of client.topics) this.release(topic, client);
    client.topics.clear();
  }

  private send(client: Client, frame: ServerFrame) {
    this.sendRaw(client, JSON.stringify(frame));
  }

  private sendRaw(client: Client, data: string) {
    if (client.socket.readyState !== OPEN) return;
    try {
      client.socket.send(data);
    } catch (error) {
      this.o.onError(error);
    }
  }
}

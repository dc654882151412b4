import { encodeBatch, FlushPlan, type FrameGroup } from './flush-plan';
import { flushWindowMs } from './flush-window';
import type { Client, TopicEntry } from './hub-client';
import type { FlushWindowOptions } from './hub-types';
import { type Change, PendingChanges, toChange } from './pending-changes';

export interface FanoutOptions extends Required<FlushWindowOptions> {
  softBufferBytes: number;
  hardBufferBytes: number;
  maxSkipMs: number;
  maxPendingChanges: number;
  now: () => number;
  onError: (error: unknown) => void;
}

/** What the fan-out needs of the hub that owns the clients and topics. */
export interface FanoutHost {
  readonly topics: ReadonlyMap<string, TopicEntry>;
  isConnected(client: Client): boolean;
  /** Closes a client as a slow consumer; the hub then calls `forget`. */
  dropSlow(client: Client): void;
}

const OPEN = 1;
/** How many sends run between two looks at the clock while slicing a flush. */
const SENDS_PER_CLOCK_CHECK = 64;

/**
 * Changes in, batch frames out. Clients are dealt into `cohorts`, flushed in turn, so each client
 * gets a frame once per window while the sends (and the readers' work) spread over the window
 * instead of arriving in one burst. Each topic merges its changes once per cohort; clients of a
 * cohort watching the same dirty topics share one encoded frame, so a flush costs one socket write
 * per client and one encoding per distinct set of topics. A client that cannot take the shared
 * frame (full buffer, snapshot on its way) gets a backlog of its own that keeps merging until it
 * catches up, then rejoins the shared path. The window adapts to the frames sent (flush-window.ts).
 */
export class Fanout {
  readonly counters = { framesSent: 0, framesEncoded: 0, changesSent: 0, skippedFlushes: 0 };
  private readonly dirty: Set<TopicEntry>[];
  private readonly lagging = new Set<Client>();
  /** Frames each cohort's last flush sent; their sum sets the window. */
  private readonly framesByCohort: number[];
  private seq = 0;
  private dealt = 0;
  private nextCohort = 0;
  private timer: NodeJS.Timeout | undefined;
  private flushing = false;
  private stopped = false;
  private sentThisFlush = 0;
  windowMs: number;

  constructor(
    private readonly o: FanoutOptions,
    private readonly host: FanoutHost,
  ) {
    this.dirty = Array.from({ length: o.cohorts }, () => new Set());
    this.framesByCohort = Array.from({ length: o.cohorts }, () => 0);
    this.windowMs = o.minFlushMs;
    this.schedule(this.windowMs / o.cohorts);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** The cohort of a new client, dealt in turn. */
  deal(): number {
    return this.dealt++ % this.o.cohorts;
  }

  /** A topic's pending changes, one map per cohort. */
  newPending(): PendingChanges[] {
    return Array.from({ length: this.o.cohorts }, () => new PendingChanges());
  }

  /** A message published on a topic that local clients watch. */
  publish(entry: TopicEntry, message: unknown): void {
    const change = toChange(message, ++this.seq);
    entry.pending.forEach((pending, cohort) => {
      pending.add(change);
      this.dirty[cohort]?.add(entry);
    });
    for (const client of entry.lagging) this.addToBacklog(client, change);
  }

  /** `client` just joined `entry`: changes that arrived there before must not reach it. */
  joined(client: Client, entry: TopicEntry): void {
    if (client.backlog) entry.lagging.add(client);
    else if (pendingOf(entry, client).size > 0) this.lag(client, new PendingChanges(), entry);
  }

  /** `client` left `entry`. */
  left(client: Client, entry: TopicEntry): void {
    entry.lagging.delete(client);
  }

  /** `client` is gone. */
  forget(client: Client): void {
    this.lagging.delete(client);
  }

  /** Sends every client of the next cohort with changes its batch; runs by itself, `cohorts` times a window. */
  flush(): void {
    if (this.stopped || this.flushing) return;
    clearTimeout(this.timer);
    this.flushing = true;
    this.sentThisFlush = 0;
    const cohort = this.nextCohort;
    this.nextCohort = (cohort + 1) % this.o.cohorts;
    const startedAt = this.o.now();
    const dirty = this.dirty[cohort] ?? new Set<TopicEntry>();
    const entries = [...dirty];
    dirty.clear();
    const taken = entries.map((entry) => {
      const pending = entry.pending[cohort] ?? new PendingChanges();
      entry.pending[cohort] = new PendingChanges();
      return pending;
    });
    // Planned before the catch-up, so a client catching up now is not also sent the shared frame.
    const plan = new FlushPlan(startedAt, taken, entries, cohort);
    this.catchUp(cohort, startedAt);
    this.sendShared(plan, 0, 0, startedAt);
  }

  private catchUp(cohort: number, ts: number) {
    for (const client of this.lagging) {
      const backlog = client.backlog;
      if (client.cohort !== cohort || !backlog || client.snapshotsInFlight > 0 || !this.hasRoom(client)) continue;
      this.rejoin(client);
      if (backlog.size === 0) continue;
      this.counters.framesEncoded++;
      this.write(client, encodeBatch(ts, backlog.toJson()), backlog.size);
    }
  }

  private sendShared(plan: FlushPlan, fromGroup: number, fromClient: number, startedAt: number) {
    if (this.stopped) return;
    const sliceEnd = this.o.now() + this.o.sliceMs;
    let sends = 0;
    for (let g = fromGroup; g < plan.groups.length; g++) {
      const group = plan.groups[g] as FrameGroup;
      for (let i = g === fromGroup ? fromClient : 0; i < group.clients.length; i++) {
        // A long flush yields to the event loop now and then, so requests and pings are not starved.
        if (++sends % SENDS_PER_CLOCK_CHECK === 0 && this.o.now() >= sliceEnd) {
          setImmediate(() => this.sendShared(plan, g, i, startedAt));
          return;
        }
        this.offer(plan, group, group.clients[i] as Client);
      }
    }
    this.counters.framesEncoded += plan.encoded;
    this.flushing = false;
    this.framesByCohort[plan.cohort] = this.sentThisFlush;
    this.windowMs = flushWindowMs(
      this.framesByCohort.reduce((sum, n) => sum + n, 0),
      this.o,
    );
    this.schedule(this.windowMs / this.o.cohorts - (this.o.now() - startedAt));
  }

  private offer(plan: FlushPlan, group: FrameGroup, client: Client) {
    if (!this.host.isConnected(client)) return;
    if (client.backlog) {
      // It lagged between two slices of this flush (joined a busy topic): these changes are its too.
      client.backlog.merge(plan.backlog(group));
      return;
    }
    if (client.snapshotsInFlight > 0 || !this.hasRoom(client)) {
      if (this.host.isConnected(client)) this.lag(client, plan.backlog(group));
      return;
    }
    const frame = plan.frame(group);
    this.write(client, frame.bytes, frame.changes);
  }

  /** Takes `client` off the shared path: `backlog` plus what its topics gathered since the flush began. */
  private lag(client: Client, backlog: PendingChanges, except?: TopicEntry) {
    for (const name of client.topics) {
      const entry = this.host.topics.get(name);
      if (!entry) continue;
      if (entry !== except) backlog.merge(pendingOf(entry, client));
      entry.lagging.add(client);
    }
    client.backlog = backlog;
    this.lagging.add(client);
    if (backlog.size > this.o.maxPendingChanges) this.host.dropSlow(client);
  }

  private rejoin(client: Client) {
    client.backlog = null;
    this.lagging.delete(client);
    for (const name of client.topics) this.host.topics.get(name)?.lagging.delete(client);
  }

  private addToBacklog(client: Client, change: Change) {
    if (!client.backlog) return;
    client.backlog.add(change);
    if (client.backlog.size > this.o.maxPendingChanges) this.host.dropSlow(client);
  }

  /** False (and counts a skip) while the client's socket buffer is over the soft limit; may drop it. */
  private hasRoom(client: Client): boolean {
    const buffered = client.socket.bufferedAmount;
    if (buffered <= this.o.softBufferBytes) {
      client.skippingSince = null;
      return true;
    }
    const now = this.o.now();
    this.counters.skippedFlushes++;
    client.skippingSince ??= now;
    if (buffered > this.o.hardBufferBytes || now - client.skippingSince > this.o.maxSkipMs) {
      this.host.dropSlow(client);
    }
    return false;
  }

  private write(client: Client, bytes: Buffer, changes: number) {
    if (client.socket.readyState !== OPEN) return;
    try {
      client.socket.send(bytes, { binary: false });
      this.sentThisFlush++;
      this.counters.framesSent++;
      this.counters.changesSent += changes;
    } catch (error) {
      this.o.onError(error);
    }
  }

  private schedule(waitMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => this.flush(), Math.max(0, waitMs)).unref();
  }
}

/** The topic's changes not yet flushed to the client's cohort. */
function pendingOf(entry: TopicEntry, client: Client): PendingChanges {
  return entry.pending[client.cohort] ?? new PendingChanges();
}

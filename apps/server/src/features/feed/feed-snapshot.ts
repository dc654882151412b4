// In-memory answers kept current by version counters. Each answer is serialised once per data
// version, with its gzip and a strong ETag, so a repeated call costs a map lookup and a write.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Clock } from '../../trading/clock';
import type { GameChange, OddsProvider } from '../../trading/provider';
import type { GameInfo } from '../../trading/types';
import { dep, type FeedName, FeedVersions } from './feed-versions';
import { Lru } from './lru';
import { scoreSignature } from './wire/score';

export interface CachedAnswer {
  body: Buffer;
  gzip: Buffer;
  etag: string;
  stamp: string;
  /** The versions epoch in which the stamp was last found current. */
  epoch: number;
}

export interface TickReport {
  from: number;
  to: number;
  changes: GameChange[];
  /** Live games now, by const id. */
  live: Map<number, GameInfo>;
  /** Const ids whose state moved in this tick (engine changes and score blocks). */
  changed: Set<number>;
  /** Whether the line lists were marked stale (games kicked off, or the periodic refresh). */
  lineMoved: boolean;
}

export interface SnapshotOptions {
  capacity?: number;
  /** Line lists also change as time passes (games published, the `tf` window moves): refresh this often. */
  lineRefreshMs?: number;
}

const TICK_MS = 1000;
const ENVELOPE_HEAD = '{"Success":true,"Error":"","ErrorCode":0,"Guid":"","Id":0,"Value":';

/** Wraps an already serialised `Value` in the success envelope. */
export function envelopeJson(valueJson: string): string {
  return `${ENVELOPE_HEAD}${valueJson}}`;
}

export class FeedSnapshot {
  readonly versions = new FeedVersions();
  readonly stats = { builds: 0, hits: 0, ticks: 0 };
  private readonly cache: Lru<string, CachedAnswer>;
  private readonly lineRefreshMs: number;
  private readonly listeners: ((report: TickReport) => void)[] = [];
  private readonly liveSignatures = new Map<number, string>();
  // Games whose offer changed outside the clock (a staff suspension): the next tick publishes them.
  private readonly touched = new Set<number>();
  private lastTick: number;
  private lastLineRefresh: number;

  constructor(
    private readonly engine: OddsProvider,
    private readonly clock: Clock,
    options: SnapshotOptions = {},
  ) {
    this.cache = new Lru(options.capacity ?? 2000);
    this.lineRefreshMs = options.lineRefreshMs ?? 60_000;
    this.lastTick = clock.now();
    this.lastLineRefresh = this.lastTick;
    for (const g of engine.listGames(this.lastTick, { kind: 'live' })) {
      this.liveSignatures.set(g.constId, signatureOf(g));
    }
  }

  now(): number {
    return this.clock.now();
  }

  onTick(listener: (report: TickReport) => void): void {
    this.listeners.push(listener);
  }

  /** Ticks when a second of simulated time has passed since the last tick (cheap otherwise). */
  ensureFresh(): void {
    if (this.clock.now() - this.lastTick >= TICK_MS) this.tick();
  }

  /** Reads what changed since the last tick and moves the versions of what it touches. */
  tick(): TickReport | undefined {
    const to = this.clock.now();
    const from = this.lastTick;
    if (to <= from) return undefined;
    this.lastTick = to;
    this.stats.ticks++;
    const changes = this.engine.changesBetween(from, to);
    const live = new Map(this.engine.listGames(to, { kind: 'live' }).map((g) => [g.constId, g]));
    const changed = new Set<number>(this.touched);
    this.touched.clear();
    let lineMoved = false;
    for (const c of changes) {
      changed.add(c.constId);
      const game = live.get(c.constId) ?? this.engine.getGame(c.gameId, to);
      const sportId = game?.sportId;
      this.touchGame(c.constId, c.gameId, sportId);
      if (c.reasons.includes('status')) {
        this.versions.bump(dep.results);
        if (game) this.versions.bump(dep.champResults(game.champId));
        if (sportId !== undefined) this.versions.bumpSport('line', sportId);
        lineMoved = true;
      }
    }
    for (const [constId, g] of live) {
      const signature = signatureOf(g);
      if (this.liveSignatures.get(constId) === signature) continue;
      this.liveSignatures.set(constId, signature);
      changed.add(constId);
      this.touchGame(constId, g.id, g.sportId);
    }
    for (const constId of this.liveSignatures.keys()) if (!live.has(constId)) this.liveSignatures.delete(constId);
    if (to - this.lastLineRefresh >= this.lineRefreshMs) {
      this.lastLineRefresh = to;
      for (const s of this.engine.sports()) this.versions.bumpSport('line', s.id);
      lineMoved = true;
    }
    if (changed.size > 0 || lineMoved) this.versions.advance();
    const report: TickReport = { from, to, changes, live, changed, lineMoved };
    for (const listener of this.listeners) listener(report);
    return report;
  }

  /**
   * Games whose offer changed outside the engine's clock (a staff suspension or its end, ADR 0053):
   * every answer that shows them is rebuilt on its next request — the fast path and the first screen
   * read the same versions — and the next tick publishes their live odds with the new blocking.
   */
  touchGames(constIds: readonly number[]): void {
    const now = this.clock.now();
    for (const constId of constIds) {
      const game = this.engine.getGame(constId, now);
      this.touched.add(constId);
      this.touchGame(constId, game?.id ?? constId, game?.sportId);
      if (game) this.versions.bumpSport('line', game.sportId);
    }
    this.versions.advance();
  }

  private touchGame(constId: number, gameId: number, sportId: number | undefined): void {
    this.versions.bump(dep.game(constId));
    if (gameId !== constId) this.versions.bump(dep.game(gameId));
    if (sportId !== undefined) this.versions.bumpSport('live' satisfies FeedName, sportId);
  }

  /** The cached answer for a normalised query key, rebuilt only when a dependency's version moved. */
  answer(key: string, deps: readonly string[], build: () => unknown): CachedAnswer {
    const hit = this.current(key, deps);
    if (hit) return hit;
    const epoch = this.versions.epoch;
    const entry = this.render(build(), this.versions.stamp(deps), epoch);
    this.cache.set(key, entry);
    return entry;
  }

  /** The cached answer for a key when it is still current, never building one; undefined otherwise. */
  current(key: string, deps: readonly string[]): CachedAnswer | undefined {
    const epoch = this.versions.epoch;
    const hit = this.cache.get(key);
    if (hit && (hit.epoch === epoch || hit.stamp === this.versions.stamp(deps))) {
      hit.epoch = epoch;
      this.stats.hits++;
      return hit;
    }
    return undefined;
  }

  /** Serialises a value once: envelope JSON, its gzip and ETag. */
  render(value: unknown, stamp: string, epoch: number): CachedAnswer {
    this.stats.builds++;
    const body = Buffer.from(envelopeJson(JSON.stringify(value)));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, gzip: gzipSync(body, { level: 6 }), etag, stamp, epoch };
  }
}

function signatureOf(g: GameInfo): string {
  return `${g.status}|${scoreSignature(g.SC)}`;
}

// The jackpot's live side (ADR 0066): the pools per currency on the public `/ws` topic `casino:jackpot`, at
// most one frame a second and only the pools that moved; wins at once. Rounds only say "something may have
// moved" (`touch`): the pools are read back from the database, so every instance shows what is committed.
import { createHash } from 'node:crypto';
import type { JackpotChange, JackpotPool, JackpotSnapshot, JackpotWin } from '@fairline/shared/wire/casino-jackpot';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/db';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { parseTopic, topics } from '../../infra/pubsub/topics';
import { latestWins, readPools } from './jackpot.repository';
import { jackpotSettings } from './jackpot-settings';

/** At most one pools frame per this many ms. */
export const JACKPOT_FRAME_MS = 1000;
/** A touch waits this long before reading: the round's feeding statement is usually committed by then. */
const SETTLE_DELAY_MS = 200;

/** A player as the board shows them: 6 hex of the SHA-256 of the seed owner (as crash bets; ADR 0058). */
export const jackpotTag = (owner: string) => createHash('sha256').update(owner).digest('hex').slice(0, 6);

export interface JackpotTickerOptions {
  frameMs?: number;
  log?: FastifyBaseLogger;
}

export class JackpotTicker {
  private shown = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastFrameAt = 0;
  private closed = false;
  private readonly frameMs: number;

  constructor(
    private readonly database: Pick<Database, 'query'>,
    private readonly pubsub: PubSub | undefined,
    private readonly options: JackpotTickerOptions = {},
  ) {
    this.frameMs = options.frameMs ?? JACKPOT_FRAME_MS;
  }

  /** A round may have fed a pool (or a win reset one): a frame follows within about a second. */
  touch(): void {
    if (this.closed || this.timer) return;
    const wait = Math.max(SETTLE_DELAY_MS, this.lastFrameAt + this.frameMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush().catch((err) => this.options.log?.warn({ err }, 'jackpot frame failed'));
    }, wait);
    this.timer.unref?.();
  }

  /** Reads the pools and publishes those that moved since the last frame; looks again once after a change. */
  async flush(): Promise<JackpotPool[]> {
    const pools = await readPools(this.database);
    const moved = pools.filter((p) => this.shown.get(p.currency) !== p.amount);
    for (const p of pools) this.shown.set(p.currency, p.amount);
    if (moved.length === 0) return moved;
    this.lastFrameAt = Date.now();
    this.publish({ t: 'jackpot:pools', pools: moved });
    // Rounds settled a moment later than their touch are shown by this second look.
    this.touch();
    return moved;
  }

  /** A paid win, to everyone at once; the reset pool follows in the next frame. */
  announce(win: JackpotWin): void {
    this.publish({ t: 'jackpot:won', win });
    this.touch();
  }

  /** Every pool and the last wins (the topic's snapshot and the public read). */
  async snapshot(): Promise<JackpotSnapshot> {
    const [pools, wins] = await Promise.all([readPools(this.database), latestWins(this.database, jackpotTag)]);
    return { jackpot_pools: pools, wins };
  }

  /** The contribution rate in force (basis points; staff may change it, ADR 0072). */
  async contributionBp(): Promise<number> {
    return (await jackpotSettings(this.database)).contributionBp;
  }

  snapshotForTopic(topic: string): Promise<JackpotSnapshot> | undefined {
    return parseTopic(topic)?.kind === 'jackpot' ? this.snapshot() : undefined;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private publish(change: JackpotChange) {
    this.pubsub
      ?.publish(topics.jackpot, change)
      .catch((err) => this.options.log?.warn({ err }, 'jackpot publish failed'));
  }
}

// Rounds reach the ticker of their database (the plugin registers it), as the inbox's senders reach theirs.
const tickers = new WeakMap<object, JackpotTicker>();

export function bindJackpotTicker(database: object, ticker: JackpotTicker): void {
  tickers.set(database, ticker);
}

export function jackpotTickerOf(database: object): JackpotTicker | undefined {
  return tickers.get(database);
}

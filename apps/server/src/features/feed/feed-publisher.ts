// Publishes what changed in each tick as deltas on the feed topics: odds and blocking per outcome,
// score blocks, statuses, and games entering or leaving the line and live lists. Each message goes
// to every topic that shows it (game, championship, sport of the feed, and feed:games for +/-).

import type { FeedChange, OddsChange } from '@fairline/shared/wire/feed-changes';
import type { PubSub } from '../../infra/pubsub/pubsub';
import { topics } from '../../infra/pubsub/topics';
import type { GameInfo, Outcome } from '../../trading/types';
import type { FeedContext } from './feed-context';
import type { TickReport } from './feed-snapshot';
import type { FeedName } from './feed-versions';
import { type WireContext, wireGame } from './wire/game';
import { outcomeKey } from './wire/outcome';
import { scoreSignature, wireScore } from './wire/score';

export interface Publication {
  topic: string;
  message: FeedChange;
}

function oddsEntry(o: Outcome, blocked = o.B === true): OddsChange {
  const e: OddsChange = { T: o.T, G: o.G, C: o.C };
  if (o.P) e.P = o.P;
  if (blocked) e.B = true;
  return e;
}

function outcomeMap(outcomes: readonly Outcome[]): Map<string, Outcome> {
  return new Map(outcomes.map((o) => [outcomeKey(o), o]));
}

/** Outcomes whose price or blocking moved, new outcomes, and vanished ones (sent blocked). */
export function oddsDelta(before: Map<string, Outcome>, after: Map<string, Outcome>): OddsChange[] {
  const out: OddsChange[] = [];
  for (const [key, o] of after) {
    const was = before.get(key);
    if (!was || was.C !== o.C || (was.B ?? false) !== (o.B ?? false)) out.push(oddsEntry(o));
  }
  for (const [key, o] of before) if (!after.has(key) && !o.B) out.push(oddsEntry(o, true));
  return out;
}

export class FeedPublisher {
  private line = new Map<number, GameInfo>();
  private live = new Map<number, GameInfo>();
  private readonly outcomes = new Map<number, Map<string, Outcome>>();
  private readonly scores = new Map<number, string>();
  private readonly wire: WireContext;

  constructor(
    private readonly ctx: FeedContext,
    private readonly pubsub: PubSub,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.wire = { lang: 'ru', cfview: 0, catalog: ctx.catalog };
    const now = ctx.snapshot.now();
    this.line = new Map(ctx.engine.listGames(now, { kind: 'line' }).map((g) => [g.id, g]));
    for (const g of ctx.engine.listGames(now, { kind: 'live' })) this.remember(g, now);
    ctx.snapshot.onTick((report) => this.publish(this.diff(report)));
  }

  private remember(g: GameInfo, at: number): void {
    this.live.set(g.id, g);
    this.outcomes.set(
      g.id,
      outcomeMap(this.ctx.engine.getGameMarkets(g.id, at)?.groups.flatMap((x) => x.outcomes) ?? []),
    );
    this.scores.set(g.id, scoreSignature(g.SC));
  }

  private forget(id: number): void {
    this.live.delete(id);
    this.outcomes.delete(id);
    this.scores.delete(id);
  }

  private topicsOf(g: GameInfo, feed: FeedName): string[] {
    return [topics.game(g.id), topics.champ(g.champId), topics.sport(g.sportId, feed)];
  }

  /** The publications a tick calls for; updates what the next tick compares against. */
  diff(report: TickReport): Publication[] {
    const out: Publication[] = [];
    const send = (targets: string[], message: FeedChange) => {
      for (const topic of targets) out.push({ topic, message });
    };
    const current = new Map([...report.live.values()].map((g) => [g.id, g]));
    for (const g of current.values()) {
      const targets = this.topicsOf(g, 'live');
      const was = this.live.get(g.id);
      if (!was) {
        send([topics.games, ...targets], { t: 'game+', game: wireGame(g, this.wire) });
        this.remember(g, report.to);
        continue;
      }
      if (!report.changed.has(g.constId)) continue;
      const after = outcomeMap(
        this.ctx.engine.getGameMarkets(g.id, report.to)?.groups.flatMap((x) => x.outcomes) ?? [],
      );
      const e = oddsDelta(this.outcomes.get(g.id) ?? new Map(), after);
      if (e.length > 0) send(targets, { t: 'odds', gameId: g.id, e });
      const signature = scoreSignature(g.SC);
      if (g.SC && signature !== this.scores.get(g.id)) send(targets, { t: 'score', gameId: g.id, sc: wireScore(g.SC) });
      if (was.status !== g.status) send(targets, { t: 'status', gameId: g.id, status: g.status });
      this.live.set(g.id, g);
      this.outcomes.set(g.id, after);
      this.scores.set(g.id, signature);
    }
    for (const [id, g] of this.live) {
      if (current.has(id)) continue;
      const status = this.ctx.engine.getGame(id, report.to)?.status;
      const targets = this.topicsOf(g, 'live');
      if (status !== undefined && status !== g.status) send(targets, { t: 'status', gameId: id, status });
      send([topics.games, ...targets], { t: 'game-', gameId: id });
      this.forget(id);
    }
    if (report.lineMoved) this.diffLine(report.to, send);
    return out;
  }

  private diffLine(now: number, send: (targets: string[], message: FeedChange) => void): void {
    const line = new Map(this.ctx.engine.listGames(now, { kind: 'line' }).map((g) => [g.id, g]));
    for (const [id, g] of line) {
      if (!this.line.has(id))
        send([topics.games, ...this.topicsOf(g, 'line')], { t: 'game+', game: wireGame(g, this.wire) });
    }
    for (const [id, g] of this.line) {
      if (!line.has(id)) send([topics.games, ...this.topicsOf(g, 'line')], { t: 'game-', gameId: id });
    }
    this.line = line;
  }

  private publish(publications: Publication[]): void {
    for (const p of publications) this.pubsub.publish(p.topic, p.message).catch(this.onError);
  }
}

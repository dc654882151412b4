// Games and markets suspended by risk staff (ADR 0053), laid over the engine's offer: every outcome a
// suspension covers reads blocked (B), which is what the feeds show as a locked price and what the
// coupon refuses (eventBlocked). The set is replaced as a whole from the database; listeners (the feed's
// caches) hear which games changed.
import type { GameInfo, GameMarkets, Outcome } from './types';

/** One suspension in force: a whole game (marketGroup null) or one market group of it. */
export interface SuspensionKey {
  constId: number;
  marketGroup: number | null;
}

type Listener = (constIds: readonly number[]) => void;

const blocked = (o: Outcome): Outcome => (o.B ? o : { ...o, B: true });

export class Suspensions {
  /** Const id → 'game' when the whole game is suspended, else the suspended market groups. */
  private byGame = new Map<number, 'game' | ReadonlySet<number>>();
  private readonly listeners: Listener[] = [];
  // Overlaid copies per engine object, so a suspended game's view is built once per change.
  private overlays = new WeakMap<object, object>();

  onChange(listener: Listener): void {
    this.listeners.push(listener);
  }

  /** Replaces the whole set; tells the listeners which games gained or lost a suspension. */
  replace(keys: readonly SuspensionKey[]): number[] {
    const next = new Map<number, 'game' | Set<number>>();
    for (const k of keys) {
      const was = next.get(k.constId);
      if (k.marketGroup === null || was === 'game') next.set(k.constId, 'game');
      else next.set(k.constId, new Set([...(was ?? []), k.marketGroup]));
    }
    const changed: number[] = [];
    for (const id of new Set([...this.byGame.keys(), ...next.keys()])) {
      if (signature(this.byGame.get(id)) !== signature(next.get(id))) changed.push(id);
    }
    if (changed.length === 0) return changed;
    this.byGame = next;
    this.overlays = new WeakMap();
    for (const listener of this.listeners) listener(changed);
    return changed;
  }

  /** Whether the whole game is suspended by staff. */
  isGameSuspended(constId: number): boolean {
    return this.byGame.get(constId) === 'game';
  }

  /** Whether an outcome of a game is suspended by staff. */
  covers(constId: number, group: number): boolean {
    const s = this.byGame.get(constId);
    return s === 'game' || s?.has(group) === true;
  }

  /** The game as listed, its suspended main outcomes blocked. */
  info(info: GameInfo): GameInfo;
  info(info: GameInfo | undefined): GameInfo | undefined;
  info(info: GameInfo | undefined): GameInfo | undefined {
    if (!info || !this.byGame.has(info.constId)) return info;
    return this.overlay(info, () => ({ ...info, E: this.block(info.constId, info.E) }));
  }

  /** Every market of the game, the suspended outcomes blocked. */
  markets(markets: GameMarkets | undefined): GameMarkets | undefined {
    if (!markets || !this.byGame.has(markets.constId)) return markets;
    const id = markets.constId;
    return this.overlay(markets, () => ({
      ...markets,
      E: this.block(id, markets.E),
      AE: markets.AE.map((a) => ({ G: a.G, ME: this.block(id, a.ME) })),
      groups: markets.groups.map((g) => ({ G: g.G, outcomes: this.block(id, g.outcomes) })),
    }));
  }

  private block(constId: number, outcomes: readonly Outcome[]): Outcome[] {
    return outcomes.map((o) => (this.covers(constId, o.G) ? blocked(o) : o));
  }

  private overlay<T extends object>(source: T, build: () => T): T {
    const hit = this.overlays.get(source) as T | undefined;
    if (hit) return hit;
    const made = build();
    this.overlays.set(source, made);
    return made;
  }
}

function signature(s: 'game' | ReadonlySet<number> | undefined): string {
  if (s === undefined || s === 'game') return s ?? '';
  return [...s].sort((a, b) => a - b).join(',');
}

import type { OddsChange } from '@fairline/shared/wire/feed-changes';

/** One outcome's new value; `seq` orders arrivals, so merging two topics keeps the newer value. */
export interface OddsValue {
  key: string;
  seq: number;
  json: string;
}

/**
 * A published message made ready to merge into many pending maps: its keys and its JSON are
 * computed once per message, and the maps share its objects, so a flush only joins strings.
 * `seq` is the hub's arrival counter.
 */
export type Change =
  | { kind: 'odds'; seq: number; slot: string; gameId: number; entries: OddsValue[] }
  | { kind: 'item'; seq: number; slot: string | null; json: string };

type ItemChange = Extract<Change, { kind: 'item' }>;

type Slot =
  | { kind: 'odds'; first: number; gameId: number; entries: Map<string, OddsValue> }
  | { kind: 'item'; first: number; change: ItemChange };

/** Keys a message so that a newer change of the same thing replaces the older one. */
export function toChange(message: unknown, seq: number): Change {
  if (!isRecord(message)) return { kind: 'item', seq, slot: null, json: JSON.stringify(message) ?? 'null' };
  const gameId = message.gameId;
  if (message.t === 'odds' && typeof gameId === 'number' && Array.isArray(message.e)) {
    const entries = (message.e as OddsChange[]).map(
      (e): OddsValue => ({ key: `${e.G}:${e.T}:${e.P ?? ''}`, seq, json: JSON.stringify(e) }),
    );
    return { kind: 'odds', seq, slot: `odds:${gameId}`, gameId, entries };
  }
  return { kind: 'item', seq, slot: slotOf(message), json: JSON.stringify(message) };
}

function slotOf(message: Record<string, unknown>): string | null {
  const { t, gameId } = message;
  if (t === 'game+' && isRecord(message.game) && typeof message.game.I === 'number') return `game:${message.game.I}`;
  if (typeof gameId !== 'number') return null;
  if (t === 'score') return `score:${gameId}`;
  if (t === 'status') return `status:${gameId}`;
  // Added then removed within one flush leaves only the removal, and the other way round.
  if (t === 'game-') return `game:${gameId}`;
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Changes not yet sent: a topic's since the last flush, or one lagging client's backlog. Memory is
 * bounded by the number of distinct things changed (outcomes, scores, statuses), not by the number
 * of changes: this is what lets a slow client fall behind without its queue growing. Messages we
 * cannot key (future kinds) are kept, each once, in the order they came.
 */
export class PendingChanges {
  private readonly slots = new Map<string, Slot>();
  /** Set once another map was merged in: insertion order is then no longer arrival order. */
  private mixed = false;
  /** Distinct changes waiting: each outcome counts as one. */
  size = 0;

  /** Adds a change that arrived after every change already here. */
  add(change: Change): void {
    if (change.kind === 'item') {
      const key = change.slot ?? `once:${change.seq}`;
      const slot = this.slots.get(key);
      if (slot?.kind === 'item') slot.change = change;
      else {
        if (!slot) this.size++;
        this.slots.set(key, { kind: 'item', first: change.seq, change });
      }
      return;
    }
    let slot = this.slots.get(change.slot);
    if (slot?.kind !== 'odds') {
      slot = { kind: 'odds', first: change.seq, gameId: change.gameId, entries: new Map() };
      this.slots.set(change.slot, slot);
    }
    for (const value of change.entries) {
      if (!slot.entries.has(value.key)) this.size++;
      slot.entries.set(value.key, value);
    }
  }

  /** Adds another map's changes, keeping the newer value wherever both hold the same thing. */
  merge(other: PendingChanges): void {
    if (other.size === 0) return;
    if (this.slots.size > 0 || other.mixed) this.mixed = true;
    for (const [key, theirs] of other.slots) {
      const ours = this.slots.get(key);
      if (theirs.kind === 'item') {
        if (!ours) {
          this.size++;
          this.slots.set(key, { ...theirs });
        } else if (ours.kind === 'item') {
          ours.first = Math.min(ours.first, theirs.first);
          if (theirs.change.seq > ours.change.seq) ours.change = theirs.change;
        }
        continue;
      }
      let slot = ours;
      if (slot?.kind !== 'odds') {
        slot = { kind: 'odds', first: theirs.first, gameId: theirs.gameId, entries: new Map() };
        this.slots.set(key, slot);
      } else slot.first = Math.min(slot.first, theirs.first);
      for (const value of theirs.entries.values()) {
        const current = slot.entries.get(value.key);
        if (!current) this.size++;
        if (!current || value.seq > current.seq) slot.entries.set(value.key, value);
      }
    }
  }

  /** The JSON array of one batch's items, in first-seen order; odds grouped per game. */
  toJson(): string {
    let slots = [...this.slots.values()];
    if (this.mixed) slots = slots.sort((a, b) => a.first - b.first);
    const items = slots.map((slot) =>
      slot.kind === 'odds'
        ? `{"t":"odds","gameId":${slot.gameId},"e":[${Array.from(slot.entries.values(), (v) => v.json).join(',')}]}`
        : slot.change.json,
    );
    return `[${items.join(',')}]`;
  }
}

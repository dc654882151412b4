import type { OddsEntry } from '../../infra/pubsub/feed-messages';

/**
 * A published message made ready to merge into many clients' pending maps: its keys and its JSON
 * are computed once per message, not once per client, so a flush only joins strings.
 */
export type Change =
  | { kind: 'odds'; slot: string; gameId: number; entries: [string, string][] }
  | { kind: 'item'; slot: string | null; json: string };

type Slot = { kind: 'odds'; gameId: number; entries: Map<string, string> } | { kind: 'item'; json: string };

/** Keys a message so that a newer change of the same thing replaces the older one. */
export function toChange(message: unknown): Change {
  if (!isRecord(message)) return { kind: 'item', slot: null, json: JSON.stringify(message) ?? 'null' };
  const gameId = message.gameId;
  if (message.t === 'odds' && typeof gameId === 'number' && Array.isArray(message.e)) {
    const entries = (message.e as OddsEntry[]).map((e): [string, string] => [
      `${e.G}:${e.T}:${e.P ?? ''}`,
      JSON.stringify(e),
    ]);
    return { kind: 'odds', slot: `odds:${gameId}`, gameId, entries };
  }
  return { kind: 'item', slot: slotOf(message), json: JSON.stringify(message) };
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
 * One client's changes not yet sent. Memory is bounded by the number of distinct things changed
 * (outcomes, scores, statuses), not by the number of changes: this is what lets a slow client
 * fall behind without its queue growing. Messages we cannot key (future kinds) are kept in order.
 */
export class PendingChanges {
  private readonly slots = new Map<string, Slot>();
  private unkeyed = 0;
  /** Distinct changes waiting: each outcome counts as one. */
  size = 0;

  add(change: Change): void {
    if (change.kind === 'item') {
      const slot = change.slot ?? `once:${this.unkeyed++}`;
      if (!this.slots.has(slot)) this.size++;
      this.slots.set(slot, { kind: 'item', json: change.json });
      return;
    }
    let slot = this.slots.get(change.slot);
    if (slot?.kind !== 'odds') {
      slot = { kind: 'odds', gameId: change.gameId, entries: new Map() };
      this.slots.set(change.slot, slot);
    }
    for (const [key, entry] of change.entries) {
      if (!slot.entries.has(key)) this.size++;
      slot.entries.set(key, entry);
    }
  }

  /** The JSON array of one batch's items, in first-seen order; odds grouped per game. Empties the map. */
  drain(): string {
    const items: string[] = [];
    for (const slot of this.slots.values()) {
      items.push(
        slot.kind === 'odds'
          ? `{"t":"odds","gameId":${slot.gameId},"e":[${[...slot.entries.values()].join(',')}]}`
          : slot.json,
      );
    }
    this.slots.clear();
    this.unkeyed = 0;
    this.size = 0;
    return `[${items.join(',')}]`;
  }
}

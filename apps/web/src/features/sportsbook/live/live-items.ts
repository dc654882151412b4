import type { Game, LiveScore, Outcome } from '../api/wire-types';

/** The delta items of a live batch (the ws contract of lib/ws). */
export type LiveItem =
  | { t: 'odds'; gameId: number; e: Outcome[] }
  | { t: 'score'; gameId: number; sc: LiveScore }
  | { t: 'status'; gameId: number; status: number }
  | { t: 'game+'; game: Game }
  | { t: 'game-'; gameId: number };

const KINDS: ReadonlySet<string> = new Set(['odds', 'score', 'status', 'game+', 'game-']);

/** Keeps the items this client understands; anything else in a batch is ignored. */
export function parseLiveItems(items: readonly unknown[]): LiveItem[] {
  return items.filter(
    (item): item is LiveItem =>
      typeof item === 'object' && item !== null && KINDS.has(String((item as { t?: unknown }).t)),
  );
}

const outcomeKey = (o: Pick<Outcome, 'G' | 'T' | 'P'>) => `${o.G}|${o.T}|${o.P ?? 0}`;

/** Outcomes with the changed prices merged in (same group, type and line); new outcomes are appended. */
export function mergeOutcomes(current: readonly Outcome[] | undefined, changes: readonly Outcome[]): Outcome[] {
  const byKey = new Map(changes.map((o) => [outcomeKey(o), o]));
  const merged = (current ?? []).map((o) => {
    const change = byKey.get(outcomeKey(o));
    if (!change) return o;
    byKey.delete(outcomeKey(o));
    return change;
  });
  return [...merged, ...byKey.values()];
}

/** Replaces changed outcomes inside display columns; outcomes not already shown are not added there. */
export function mergeColumns(columns: readonly Outcome[][], changes: readonly Outcome[]): Outcome[][] {
  const byKey = new Map(changes.map((o) => [outcomeKey(o), o]));
  return columns.map((column) => column.map((o) => byKey.get(outcomeKey(o)) ?? o));
}

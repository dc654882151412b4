import type { FeedOutcome } from '@fairline/shared/wire/feed';
import type { FeedChange, OddsChange } from '@fairline/shared/wire/feed-changes';

/** A change of a feed topic, as the server's publisher sends it (the shared `/ws` contract). */
export type LiveItem = FeedChange;

const outcomeKey = (o: Pick<FeedOutcome, 'G' | 'T' | 'P'>) => `${o.G}|${o.T}|${o.P ?? 0}`;

/** Outcomes with the changed prices merged in (same group, type and line); new outcomes are appended. */
export function mergeOutcomes(
  current: readonly FeedOutcome[] | undefined,
  changes: readonly OddsChange[],
): FeedOutcome[] {
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
export function mergeColumns(columns: readonly FeedOutcome[][], changes: readonly OddsChange[]): FeedOutcome[][] {
  const byKey = new Map(changes.map((o) => [outcomeKey(o), o]));
  return columns.map((column) => column.map((o) => byKey.get(outcomeKey(o)) ?? o));
}

// The live game's chronology changes only when a goal or a card does: the web's chronology query is
// keyed by this version of the score block (refetched when it changes), and the server seeds the
// first answer of a live game page under the same key (ADR 0026).
import type { FeedScore } from './feed';

/** Goals and cards so far: the chronology can only change when one of them does. */
export function chronologyVersion(sc: FeedScore | undefined): string {
  const stat = (id: number) => sc?.ST?.[0]?.Value.find((s) => s.ID === id);
  const pair = (id: number) => `${stat(id)?.S1 ?? 0}-${stat(id)?.S2 ?? 0}`;
  return [`${sc?.FS?.S1 ?? 0}-${sc?.FS?.S2 ?? 0}`, pair(26), pair(71), pair(72)].join('|');
}

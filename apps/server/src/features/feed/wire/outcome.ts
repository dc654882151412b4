// Outcomes (`E` items) in the wire format, with the display string `CV` when a format is asked for.
import { formatOdds, type OddsFormat } from '@fairline/shared/odds/formats';
import type { FeedOutcome } from '@fairline/shared/wire/feed';
import type { Outcome } from '../../../trading/types';

/** One outcome; `cfview` 0 (decimal) adds no `CV`, and P 0 / B false are left out. */
export function wireOutcome(o: Outcome, cfview: OddsFormat): FeedOutcome {
  const out: FeedOutcome = { T: o.T, G: o.G, C: o.C };
  if (cfview !== 0 && o.C > 1) out.CV = formatOdds(o.C, cfview);
  if (o.P) out.P = o.P;
  if (o.B) out.B = true;
  if (o.CE) out.CE = 1;
  return out;
}

/** Key of an outcome within its game: group, type and line. */
export function outcomeKey(o: { G: number; T: number; P?: number }): string {
  return `${o.G}:${o.T}:${o.P || ''}`;
}

import type { FeedOutcome } from '@fairline/shared/wire/feed';
import { describe, expect, it } from 'vitest';
import { outcomeName, outcomeShort } from './outcome-label';

// The wire leaves a zero off (wire/feed.ts): an outcome of a market with a line and no P has the line 0.
const t = (key: string, params?: Record<string, string | number | undefined>) =>
  params?.line === undefined ? key : `${key}|${params.line}`;
const game = { O1: 'Arsenal', O2: 'Chelsea' };
const outcome = (T: number, G: number, P?: number): FeedOutcome => ({ T, G, C: 2, ...(P === undefined ? {} : { P }) });

describe('a zero is a value, not a missing one', () => {
  it('labels correct score 0:0 (P left off the wire) as 0:0', () => {
    // A score may come bidi-isolated (⁦0:0⁩) so that it reads 0:0 in Arabic too.
    expect(outcomeName(t, outcome(731, 136), game)).toMatch(/^sb\.outcome\.correctScore\|\u2066?0:0\u2069?$/);
    expect(outcomeShort(t, outcome(731, 136)).line).toMatch(/^\u2066?0:0\u2069?$/);
  });

  it('shows a handicap of 0 in a list column as the line 0', () => {
    expect(outcomeShort(t, outcome(7, 2)).line).toBe('0');
    expect(outcomeShort(t, outcome(8, 2)).line).toBe('0');
  });

  it('shows a handicap of 0 in the Asian view as 0', () => {
    expect(outcomeShort(t, outcome(7, 2), true).line).toBe('0');
  });

  it('names a total of 0 (over 0.0 is left off the wire too) with its line', () => {
    expect(outcomeShort(t, outcome(9, 17)).line).toBe('0');
  });

  it('shows a line that is there as itself', () => {
    expect(outcomeShort(t, outcome(9, 17, 2.5)).line).toBe('2.5');
    expect(outcomeShort(t, outcome(731, 136, 2.001)).line).toMatch(/^\u2066?2:1\u2069?$/);
  });
});

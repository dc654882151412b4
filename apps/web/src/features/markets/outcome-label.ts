import type { FeedOutcome } from '@fairline/shared/wire/feed';
import type { Translate } from '../../lib/i18n';
import type { Game } from '../feed';
import { outcomeSpec } from './market-catalog';

/** The minus sign (U+2212) lines are written with: as wide as "+" and never taken for a hyphen. */
export const MINUS = '\u2212';

/**
 * Wraps a number run (line, score, date) in a left-to-right isolate (LRI … PDI), so Arabic text around
 * it never reorders it: "−1.5" stays "−1.5", not "1.5−", and "2:1" stays "2:1".
 */
export function isolateLtr(text: string): string {
  return text === '' ? text : `\u2066${text}\u2069`;
}

/** A line as shown: handicaps signed (+1.5, −0.5, 0), totals plain. */
export function formatLine(param: number, signed: boolean): string {
  const text = String(Math.abs(Math.round(param * 100) / 100));
  if (!signed || param === 0) return param < 0 ? `${MINUS}${text}` : text;
  return param > 0 ? `+${text}` : `${MINUS}${text}`;
}

/** A score encoded as home + away / 1000 (1.002 is 1:2). */
export function formatScoreParam(param: number): string {
  const home = Math.floor(param + 1e-9);
  return `${home}:${Math.round((param - home) * 1000)}`;
}

function lineText(outcome: Pick<FeedOutcome, 'P'>, kind: 'signed' | 'plain' | 'score' | undefined): string {
  // The wire leaves a zero line off: a missing P is handicap 0 or the score 0:0.
  if (kind === 'score') return formatScoreParam(outcome.P ?? 0);
  return formatLine(outcome.P ?? 0, kind === 'signed');
}

/** The short label of a column button ("1", "X", "O 2.5" is split: label and line). */
export function outcomeShort(t: Translate, outcome: FeedOutcome, asian = false): { label: string; line?: string } {
  const s = outcomeSpec(outcome.T);
  const label = t(s.short);
  if (!s.line) return { label };
  // A line of 0 (handicap 0, the score 0:0) is left off the wire but is still a line to show.
  if (asian && s.line !== 'score') return { label, line: formatAsianLine(outcome.P ?? 0, s.line === 'signed') };
  return { label, line: lineText(outcome, s.line) };
}

/**
 * The game page's label of an outcome, short enough that a phone never hides its line: "H1 (−2.5)",
 * "Over 2.5", "1X", "1:0". The teams are named once above the markets (1 and 2), not in every label.
 */
export function outcomeLabel(t: Translate, outcome: Pick<FeedOutcome, 'T' | 'P'>): string {
  const s = outcomeSpec(outcome.T);
  const line = isolateLtr(lineText(outcome, s.line));
  if (s.line === 'signed') return t('sb.label.handicap', { short: t(s.short), line });
  if (s.line === 'plain') return t(s.short === 'sb.short.U' ? 'sb.label.under' : 'sb.label.over', { line });
  if (s.line === 'score') return line;
  return t(s.short);
}

/** The full outcome name: "Arsenal to win", "Total over 2.5", "Chelsea handicap +1.5". */
export function outcomeName(
  t: Translate,
  outcome: Pick<FeedOutcome, 'T' | 'P'>,
  game: Pick<Game, 'O1' | 'O2'>,
): string {
  const s = outcomeSpec(outcome.T);
  const team = s.team === 1 ? game.O1 : s.team === 2 ? game.O2 : undefined;
  return t(s.long, {
    team: team ?? '',
    team1: game.O1 ?? '',
    team2: game.O2 ?? '',
    line: isolateLtr(lineText(outcome, s.line)),
    score: isolateLtr(lineText(outcome, s.line)),
    type: outcome.T,
  });
}

/** An Asian line: a quarter line as the two half lines it splits into (−0.25 → "0/-0.5", 2.75 → "2.5/3"). */
export function formatAsianLine(param: number, signed: boolean): string {
  const quarters = Math.round(param * 4);
  if (quarters % 2 === 0) return formatLine(param, signed);
  const [first, second] =
    param < 0 ? [(quarters + 1) / 4, (quarters - 1) / 4] : [(quarters - 1) / 4, (quarters + 1) / 4];
  // The sign is written once, on the first non-zero half.
  if (first === 0) return `0/${formatLine(second, signed)}`;
  return `${formatLine(first, signed)}/${formatLine(Math.abs(second), false)}`;
}

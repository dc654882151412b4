import type { FeedOutcome } from '@fairline/shared/wire/feed';
import type { Translate } from '../../lib/i18n';
import type { Game } from '../feed';
import { outcomeSpec } from './market-catalog';

/** A line as shown: handicaps signed (+1.5, −0.5, 0), totals plain. */
export function formatLine(param: number, signed: boolean): string {
  const text = String(Math.abs(Math.round(param * 100) / 100));
  if (!signed || param === 0) return param < 0 ? `-${text}` : text;
  return param > 0 ? `+${text}` : `-${text}`;
}

/** A score encoded as home + away / 1000 (1.002 is 1:2). */
export function formatScoreParam(param: number): string {
  const home = Math.floor(param + 1e-9);
  return `${home}:${Math.round((param - home) * 1000)}`;
}

function lineText(outcome: Pick<FeedOutcome, 'P'>, kind: 'signed' | 'plain' | 'score' | undefined): string {
  if (kind === undefined || outcome.P === undefined) return kind === 'score' ? '' : formatLine(0, kind === 'signed');
  if (kind === 'score') return formatScoreParam(outcome.P);
  return formatLine(outcome.P, kind === 'signed');
}

/** The short label of a column button ("1", "X", "O 2.5" is split: label and line). */
export function outcomeShort(t: Translate, outcome: FeedOutcome, asian = false): { label: string; line?: string } {
  const s = outcomeSpec(outcome.T);
  const label = t(s.short);
  if (!s.line || outcome.P === undefined) return { label };
  if (asian && s.line !== 'score') return { label, line: formatAsianLine(outcome.P, s.line === 'signed') };
  return { label, line: lineText(outcome, s.line) };
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
    line: lineText(outcome, s.line),
    score: lineText(outcome, s.line),
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

// The "mail" action of the bets history: a plain-text summary of the selected bets.
import type { betItem, legItem } from './bet-views';

type Item = ReturnType<typeof betItem>;
type Leg = ReturnType<typeof legItem>;

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

function betLines(bet: Item, legs: readonly Leg[]): string[] {
  const type = bet.k === undefined ? bet.type : `${bet.type} (${bet.k})`;
  const head = [
    `Bet #${bet.id}, ${when(bet.placed_at)}: ${type}`,
    `stake ${bet.stake} ${bet.currency}`,
    `odds ${bet.odds}`,
    `potential return ${bet.potential_return} ${bet.currency}`,
    `status ${bet.status}`,
    `paid ${bet.payout} ${bet.currency}`,
  ].join(', ');
  const legLines = legs.map((l) => {
    const line = l.param === null ? '' : ` (${l.param})`;
    const score = l.score ? `, score ${l.score.home}:${l.score.away}` : '';
    return `  - ${l.home} — ${l.away} (${l.champ}, ${when(l.start_at)}): ${l.market.group_name} ${l.market.type_name}${line} @ ${l.odds}, ${l.result}${score}`;
  });
  return [head, ...legLines];
}

/** Subject and body of the summary mail of `bets`, each with its legs. */
export function betsSummaryMail(bets: readonly { item: Item; legs: readonly Leg[] }[]): {
  subject: string;
  body: string;
} {
  const subject = bets.length === 1 ? `Your bet #${bets[0]?.item.id}` : `Your ${bets.length} bets`;
  const body = [
    'Here is the summary of the bets you selected in your betting history.',
    '',
    ...bets.flatMap(({ item, legs }) => [...betLines(item, legs), '']),
    'You received this e-mail because you asked for it in your personal office.',
  ].join('\n');
  return { subject, body };
}

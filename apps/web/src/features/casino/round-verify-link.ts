// From a studio round's details to the verifier's link (pure, tested): the seeds and every parameter
// the round was played with, so the verifier recomputes exactly that round.
import type { RouletteBet } from '@fairline/shared/casino/roulette';
import type { StudioRound } from '@fairline/shared/wire/casino-studio-play';

/** A roulette bet in the verifier's stake syntax (`straight:17`, `dozen:2`, `red`). */
export function betText(bet: RouletteBet): string {
  if ('numbers' in bet) return `${bet.kind}:${bet.numbers.join('-')}`;
  if ('index' in bet) return `${bet.kind}:${bet.index}`;
  return bet.kind;
}

/**
 * The verifier's path and query for a round; null while what verifies it is secret (the server seed before
 * rotation; a crash bet's round hash before its bust, ADR 0058).
 */
export function verifyLinkOf(lang: string, round: StudioRound): string | null {
  if (round.game === 'crash') {
    const { hash, salt, commitment } = round.verify;
    if (hash === null) return null;
    // The same query as the crash frame's history link: the hash, the salt, what the hash must hash to.
    const q = new URLSearchParams({ game: 'crash', hash, salt });
    if (commitment) q.set('commitment', commitment);
    return `/${lang}/casino/verify?${q.toString()}`;
  }
  const { verify } = round;
  if (verify.server_seed === null) return null;
  const q = new URLSearchParams({
    game: round.game,
    server_seed: verify.server_seed,
    server_seed_hash: verify.server_seed_hash,
    client_seed: verify.client_seed,
    nonce: String(verify.nonce),
  });
  switch (round.game) {
    case 'dice':
      q.set('target', String(round.params.target));
      q.set('direction', round.params.direction);
      break;
    case 'plinko':
      q.set('rows', String(round.params.rows));
      q.set('risk', round.params.risk);
      break;
    case 'mines':
      q.set('mines', String(round.params.mines));
      q.set('picks', round.outcome.picks.join(','));
      break;
    case 'roulette':
      q.set('stakes', round.params.stakes.map((s) => `${betText(s.bet as RouletteBet)} ${s.amount}`).join('\n'));
      break;
    case 'blackjack':
      q.set('decisions', (round.outcome.decisions ?? []).join(','));
      break;
  }
  return `/${lang}/casino/verify?${q.toString()}`;
}

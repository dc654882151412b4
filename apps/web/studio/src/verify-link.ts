import type { RouletteBet } from '@fairline/shared/casino/roulette';
import type { StudioPlayRound, StudioRotateAnswer } from '@fairline/shared/wire/casino-studio-play';
import type { Lang } from './launch';

export type RevealedSeeds = StudioRotateAnswer['revealed'];

/** The last round played in the frame and the player's decisions in it (blackjack's actions in order). */
export type PlayedRound = { readonly round: StudioPlayRound; readonly decisions: readonly string[] };

/** A roulette bet in the verifier's stake syntax (`straight:17`, `dozen:2`, `red`). */
function betText(bet: RouletteBet): string {
  if ('numbers' in bet) return `${bet.kind}:${bet.numbers.join('-')}`;
  if ('index' in bet) return `${bet.kind}:${bet.index}`;
  return bet.kind;
}

/** What the verifier needs besides the seeds to replay a round: its bet (and a player's choices). */
function roundParams(played: PlayedRound): Record<string, string> {
  const { round, decisions } = played;
  switch (round.game) {
    case 'dice':
      return { target: String(round.params.target), direction: round.params.direction };
    case 'plinko':
      return { rows: String(round.params.rows), risk: round.params.risk };
    case 'mines':
      return { mines: String(round.params.mines), picks: round.outcome.picks.join(',') };
    case 'roulette':
      return { stakes: round.params.stakes.map((s) => `${betText(s.bet)} ${s.amount}`).join('\n') };
    case 'blackjack':
      return { decisions: decisions.join(',') };
    default:
      return {};
  }
}

/**
 * The platform's verifier page for a revealed seed pair, opened in the top window (the frame has no
 * address bar): /<lang>/casino/verify?game=…&server_seed=…&server_seed_hash=…&client_seed=…&nonce=…
 * at the last nonce played; when that was the frame's last round, its bet comes too, so the page
 * recomputes exactly that round.
 */
export function verifyUrl(lang: Lang, game: string, revealed: RevealedSeeds, last?: PlayedRound | null): string {
  const query = new URLSearchParams({
    game,
    server_seed: revealed.server_seed,
    server_seed_hash: revealed.server_seed_hash,
    client_seed: revealed.client_seed,
    nonce: String(Math.max(0, revealed.last_nonce)),
  });
  const isThatRound =
    last?.round.verify.server_seed_hash === revealed.server_seed_hash &&
    last.round.verify.nonce === revealed.last_nonce;
  if (last && isThatRound) for (const [key, value] of Object.entries(roundParams(last))) query.set(key, value);
  return `/${lang}/casino/verify?${query.toString()}`;
}

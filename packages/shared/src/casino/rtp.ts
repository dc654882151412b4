/**
 * The published theoretical RTP and house edge of every game of our studio. `rtp` is the headline
 * (the lowest over the game's options, so the badge never overstates); `rtpMax` the best option.
 * Each value is recomputed exactly (or analytically) by the game's unit test and checked by
 * simulation in apps/server/bench/casino-rtp.mjs. Blackjack's is per initial bet under the optimal
 * strategy; the others are returned ÷ wagered for any play.
 */
export type CasinoGameId =
  | 'dice'
  | 'roulette'
  | 'mines'
  | 'plinko'
  | 'crash'
  | 'blackjack'
  | 'orchard-stars'
  | 'sunstone-ways';

export type PublishedRtp = {
  readonly rtp: number;
  readonly rtpMax: number;
  /** How the number is obtained, shown with the rules. */
  readonly basis: string;
};

export const CASINO_RTP: Readonly<Record<CasinoGameId, PublishedRtp>> = {
  dice: {
    rtp: 9900 / 10001,
    rtpMax: 9900 / 10001,
    basis: 'exact: 99/chance on 10,001 equally likely rolls, any target',
  },
  roulette: { rtp: 36 / 37, rtpMax: 36 / 37, basis: 'exact: one zero, every bet pays 36/n' },
  mines: { rtp: 0.99, rtpMax: 0.99, basis: 'exact: fair survival odds less 1 %, any strategy' },
  plinko: { rtp: 0.9871875, rtpMax: 0.99, basis: 'exact: binomial sum of each table (PLINKO_RTP per rows and risk)' },
  crash: {
    rtp: 0.9801980294539313,
    rtpMax: 0.99,
    basis: 'exact: (100/101) · x · P(point ≥ x), from 1.01× to 1,000,000×',
  },
  blackjack: {
    rtp: 0.9942961198772635,
    rtpMax: 0.9942961198772635,
    basis: 'analytic: optimal strategy, infinite shoe, per initial bet',
  },
  'orchard-stars': {
    rtp: 191243851573 / 198620349048,
    rtpMax: 191243851573 / 198620349048,
    basis: 'exact: enumeration of the reel strips (191243851573/198620349048)',
  },
  'sunstone-ways': {
    rtp: 1519382797 / 1588028750,
    rtpMax: 1519382797 / 1588028750,
    basis: 'exact: enumeration of the reel strips (1519382797/1588028750)',
  },
};

/** The house edge of a published RTP (1 − RTP). */
export function houseEdge(game: CasinoGameId): number {
  return 1 - CASINO_RTP[game].rtp;
}

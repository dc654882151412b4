/**
 * The studio's progressive jackpot (ADR 0066): a pool per currency fed by a share of every real-money
 * stake in the contributing games, and a provably fair draw per real round from the round's own seed
 * triple. The draw reads its own HMAC message (`clientSeed:nonce:jackpot`), never the game's
 * (`clientSeed:nonce:<integer round>`), so the game's outcome and the draw are independent; the server
 * and the verifier page call the same functions.
 */
import { currencyByCode } from '../lookups/currencies';
import type { SeedTriple } from './fair';
import type { CasinoGameId } from './rtp';
import { hmacSha256, sha256Hex, toHex } from './sha256';

/** The published terms, in US dollars converted per currency by its demo rate (`jackpotTermsOf`). */
export const JackpotTerms = {
  /** Basis points of every real stake that feed the pool: 0.5 %. */
  contributionBp: 50,
  /** What a pool holds after it was won (paid by the studio). */
  seedUsd: 1000,
  /** A stake of S dollars wins with probability S / oneInUsd (capped at 1). */
  oneInUsd: 1_000_000,
} as const;

/**
 * The games that feed and draw the jackpot. Blackjack's house edge (0.57 %) would not cover the
 * jackpot's 0.6 % of return; crash rounds come from the room's public chain, not a player's seeds.
 */
export const JACKPOT_GAMES: readonly CasinoGameId[] = [
  'orchard-stars',
  'sunstone-ways',
  'roulette',
  'dice',
  'mines',
  'plinko',
];

/** True when rounds of `game` feed the pool and draw the jackpot. */
export function isJackpotGame(game: string): boolean {
  return (JACKPOT_GAMES as readonly string[]).includes(game);
}

/**
 * What the jackpot adds to a contributing game's long-run return: every contribution is paid back to a
 * winner, and each win also pays the seed, which comes round every oneIn of stakes.
 */
export const JACKPOT_RTP_ADD = JackpotTerms.contributionBp / 10_000 + JackpotTerms.seedUsd / JackpotTerms.oneInUsd;

/** A currency's terms in its minor units: the pool's seed and the stake that wins for sure (`oneIn`). */
export type CurrencyJackpotTerms = { readonly seed: number; readonly oneIn: number; readonly digits: number };

/** The jackpot's terms in a currency's minor units, or null for a currency we do not know. */
export function jackpotTermsOf(currencyCode: string): CurrencyJackpotTerms | null {
  const currency = currencyByCode(currencyCode);
  if (!currency) return null;
  const unit = currency.conversionCoefficient * 10 ** currency.minorDigits;
  return {
    seed: Math.round(JackpotTerms.seedUsd * unit),
    oneIn: Math.round(JackpotTerms.oneInUsd * unit),
    digits: currency.minorDigits,
  };
}

/** The part of a stake (minor units) that feeds the pool, rounded down. */
export function jackpotContribution(stake: number): number {
  return Math.floor((stake * JackpotTerms.contributionBp) / 10_000);
}

const TWO_POW_52 = 2n ** 52n;

/** One round's draw: the 52-bit roll of its own HMAC, the chance it had and whether it won. */
export type JackpotDraw = {
  /** Hex HMAC_SHA256(serverSeed, clientSeed + ":" + nonce + ":jackpot"). */
  readonly hash: string;
  /** The first 52 bits of the hash as an integer, 0 … 2⁵² − 1. */
  readonly roll: number;
  /** The chance of the round, stake / oneIn (at most 1). */
  readonly chance: number;
  readonly isWin: boolean;
};

/** Draws the jackpot for a round: it wins when roll / 2⁵² < stake / oneIn (compared exactly in integers). */
export function drawJackpot(seeds: SeedTriple, stake: number, oneIn: number): JackpotDraw {
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) throw new RangeError('nonce must be an integer ≥ 0');
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError('stake must be an integer ≥ 0');
  if (!Number.isSafeInteger(oneIn) || oneIn < 1) throw new RangeError('oneIn must be an integer ≥ 1');
  const hash = toHex(hmacSha256(seeds.serverSeed)(`${seeds.clientSeed}:${seeds.nonce}:jackpot`));
  const roll = Number(BigInt(`0x${hash.slice(0, 13)}`));
  const isWin = BigInt(roll) * BigInt(oneIn) < BigInt(stake) * TWO_POW_52;
  return { hash, roll, chance: Math.min(1, stake / oneIn), isWin };
}

/** A winner as everyone sees them: 6 hex characters of the SHA-256 of their seed owner (`player:<id>`), as crash shows bets. */
export function jackpotPlayerTag(owner: string): string {
  return sha256Hex(owner).slice(0, 6);
}

/**
 * What the back office may set live (ADR 0072): the contribution in basis points and each pool's seed in US
 * dollars (converted per currency). At the top of both, the jackpot adds 0.7 % + 2,000 / 1,000,000 = 0.9 % of
 * return, still below the smallest house edge among `JACKPOT_GAMES` (mines and plinko, 1 %). The odds
 * (`oneInUsd`) and the games are not live settings: the verifier recomputes every draw with the published
 * `oneIn`, and the games' published RTPs count on the list.
 */
export const JackpotBounds = {
  contributionBpMin: 10,
  contributionBpMax: 70,
  seedUsdMin: 100,
  seedUsdMax: 2000,
} as const;

/** The long-run return the jackpot adds at a contribution and a pool's seed/oneIn (both minor units). */
export function jackpotRtpAdd(contributionBp: number, seed: number, oneIn: number): number {
  return contributionBp / 10_000 + seed / oneIn;
}

/** The seed bounds of a currency's pool in its minor units, or null for a currency we do not know. */
export function jackpotSeedBoundsOf(currencyCode: string): { min: number; max: number } | null {
  const currency = currencyByCode(currencyCode);
  if (!currency) return null;
  const unit = currency.conversionCoefficient * 10 ** currency.minorDigits;
  return { min: Math.round(JackpotBounds.seedUsdMin * unit), max: Math.round(JackpotBounds.seedUsdMax * unit) };
}

/**
 * The provably fair scheme of `docs/domain/casino.md`: a round's random floats are derived from
 * HMAC_SHA256(serverSeed, clientSeed + ":" + nonce + ":" + round), 32 bytes per round, 4 bytes per
 * float; the server commits SHA256(serverSeed) before play and reveals the seed at rotation.
 */
import { hmacSha256, sha256Hex } from './sha256';

/** What fixes one bet's outcome: the (revealed) server seed, the player's client seed, the bet's nonce. */
export type SeedTriple = { readonly serverSeed: string; readonly clientSeed: string; readonly nonce: number };

/** Bytes per HMAC round and per float. */
export const FairBytes = { perRound: 32, perFloat: 4 } as const;

/** The commitment published before play: hex SHA-256 of the server seed (as UTF-8). */
export function commitServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** True when a revealed server seed matches the commitment shown before play. */
export function verifyServerSeed(revealedSeed: string, commitment: string): boolean {
  return commitServerSeed(revealedSeed) === commitment.toLowerCase();
}

/** The 32 bytes of one HMAC round of a bet. */
export function roundBytes(seeds: SeedTriple, round: number): Uint8Array {
  return hmacSha256(seeds.serverSeed)(`${seeds.clientSeed}:${seeds.nonce}:${round}`);
}

/** f = Σ bᵢ / 256^(i+1) over 4 bytes: a float in [0, 1) with 32 bits of resolution. */
export function bytesToFloat(bytes: Uint8Array, at = 0): number {
  let f = 0;
  for (let i = FairBytes.perFloat - 1; i >= 0; i--) f = (f + (bytes[at + i] as number)) / 256;
  return f;
}

/**
 * A bet's floats by index (the cursor is `index × 4` bytes, round ⌊cursor / 32⌋): random access,
 * so a game that draws more later (a blackjack hit) reads the same stream as the verifier does.
 */
export type FloatSource = { readonly at: (index: number) => number };

// A seed pair plays many bets: the last server seed's keyed HMAC (its two pad blocks) is reused.
let keyed: { readonly serverSeed: string; readonly hmac: (message: string) => Uint8Array } | undefined;

/** The float source of a seed triple; the HMAC key's pads and the last round are cached. */
export function floatSource(seeds: SeedTriple): FloatSource {
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) throw new RangeError('nonce must be an integer ≥ 0');
  if (keyed?.serverSeed !== seeds.serverSeed)
    keyed = { serverSeed: seeds.serverSeed, hmac: hmacSha256(seeds.serverSeed) };
  const { hmac } = keyed;
  let cachedRound = -1;
  let cached: Uint8Array = new Uint8Array(0);
  return {
    at(index) {
      const cursor = index * FairBytes.perFloat;
      const round = Math.floor(cursor / FairBytes.perRound);
      if (round !== cachedRound) {
        cached = hmac(`${seeds.clientSeed}:${seeds.nonce}:${round}`);
        cachedRound = round;
      }
      return bytesToFloat(cached, cursor % FairBytes.perRound);
    },
  };
}

/** The first `count` floats of a bet. */
export function floats(seeds: SeedTriple, count: number): number[] {
  const source = floatSource(seeds);
  return Array.from({ length: count }, (_, i) => source.at(i));
}

/** A float source from plain numbers (for tests and for replaying stored floats). */
export function floatsFrom(values: readonly number[]): FloatSource {
  return {
    at(index) {
      const value = values[index];
      if (value === undefined) throw new RangeError(`no float at ${index}`);
      return value;
    },
  };
}

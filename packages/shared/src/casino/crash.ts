/**
 * Crash: rounds are drawn from a reverse SHA-256 hash chain. A secret seed is hashed L times
 * (hᵢ₊₁ = SHA256(hex hᵢ)); the last hash is published as the chain's commitment and rounds use the
 * hashes backwards, so each round's hash proves the next one already existed. A round's result
 * hash is HMAC_SHA256(key = its chain hash, message = the public salt, fixed after the commitment):
 * divisible by N it busts at once; else with h its first 52 bits the crash point is
 * ⌊(100·2⁵² − h) / (2⁵² − h)⌋ / 100.
 */
import { hmacSha256, sha256Hex, toHex } from './sha256';

export const CrashRules = { instantBustDivisor: 101, maxCashOut: 1_000_000 } as const;
const E = 2n ** 52n;

/** The crash point of a round (1.00 on an instant bust). */
export function crashPoint(
  chainHash: string,
  salt: string,
): { readonly point: number; readonly isInstantBust: boolean; readonly resultHash: string } {
  const resultHash = toHex(hmacSha256(chainHash)(salt));
  if (BigInt(`0x${resultHash}`) % BigInt(CrashRules.instantBustDivisor) === 0n)
    return { point: 1, isInstantBust: true, resultHash };
  const h = BigInt(`0x${resultHash.slice(0, 13)}`);
  return { point: Number((100n * E - h) / (E - h)) / 100, isInstantBust: false, resultHash };
}

/** A cash-out is a multiple of 0.01 from 1.01× to the cap. */
export function checkCashOut(cashOut: number): void {
  const hundredths = Math.round(cashOut * 100);
  if (Math.abs(hundredths - cashOut * 100) > 1e-6 || hundredths < 101 || cashOut > CrashRules.maxCashOut) {
    throw new RangeError(`cash-out must be 1.01 … ${CrashRules.maxCashOut} in steps of 0.01: ${cashOut}`);
  }
}

/** A player cashed out (or set auto cash-out) at `cashOut`: the multiplier paid, 0 when the round busted first. */
export function crashMultiplier(point: number, isInstantBust: boolean, cashOut: number): number {
  checkCashOut(cashOut);
  return !isInstantBust && Math.round(point * 100) >= Math.round(cashOut * 100) ? cashOut : 0;
}

/** The chain from a secret seed, in the order rounds are played (the first round's hash first). */
export function createCrashChain(
  seed: string,
  length: number,
): { readonly rounds: string[]; readonly commitment: string } {
  const hashes: string[] = [];
  let current = sha256Hex(seed);
  for (let i = 0; i < length; i++) {
    hashes.push(current);
    current = sha256Hex(current);
  }
  return { rounds: hashes.reverse(), commitment: current };
}

/** Checks played rounds against the commitment: SHA256(first) = commitment, SHA256(round i) = round i − 1. */
export function verifyCrashChain(roundsInPlayOrder: readonly string[], commitment: string): boolean {
  let expected = commitment.toLowerCase();
  for (const hash of roundsInPlayOrder) {
    if (sha256Hex(hash) !== expected) return false;
    expected = hash;
  }
  return true;
}

/** P(crash point ≥ x) over h, exactly: (2⁵² − ⌈(X − 100)·2⁵² / (X − 1)⌉) / 2⁵² with X = 100x. */
export function crashSurvival(cashOut: number): { readonly num: bigint; readonly den: bigint } {
  const X = BigInt(Math.round(cashOut * 100));
  if (X <= 100n) return { num: E, den: E };
  const threshold = ((X - 100n) * E + (X - 2n)) / (X - 1n);
  return { num: E - threshold, den: E };
}

/** Theoretical RTP of cashing out at x: (1 − 1/N) · x · P(point ≥ x). */
export function crashRtp(cashOut: number): number {
  checkCashOut(cashOut);
  const { num, den } = crashSurvival(cashOut);
  const n = CrashRules.instantBustDivisor;
  return ((n - 1) / n) * cashOut * (Number(num) / Number(den));
}

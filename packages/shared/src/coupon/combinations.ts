/** The number of ways to choose k of n, C(n,k); 0 when k is outside 0..n. */
export function combinations(n: number, k: number): number {
  assertCount(n);
  assertCount(k);
  if (k > n) return 0;
  const smaller = Math.min(k, n - k);
  let count = 1n;
  for (let i = 1; i <= smaller; i++) count = (count * BigInt(n - smaller + i)) / BigInt(i);
  return Number(count);
}

/** Every k-subset of the indexes 0..n−1, in lexicographic order (the coupon lists a system's expresses this way). */
export function* enumerateCombinations(n: number, k: number): Generator<number[]> {
  assertCount(n);
  assertCount(k);
  if (k > n) return;
  const picked = Array.from({ length: k }, (_, i) => i);
  while (true) {
    yield [...picked];
    let position = k - 1;
    while (position >= 0 && picked[position] === n - k + position) position--;
    if (position < 0) return;
    let next = (picked[position] ?? 0) + 1;
    for (let i = position; i < k; i++) picked[i] = next++;
  }
}

function assertCount(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a count: ${value}`);
}

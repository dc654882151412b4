// Double round robin by the circle method: every pair meets twice a season, home and away.

/** Pairs [home, away] (indices into the season's team order) of round r of a 2(n−1)-round season. */
export function roundPairs(n: number, r: number): [number, number][] {
  const half = n - 1;
  const second = r >= half;
  const k = r % half;
  const order = [0];
  for (let i = 0; i < half; i++) order.push(1 + ((i + k) % half));
  const pairs: [number, number][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = order[i] ?? 0;
    const b = order[n - 1 - i] ?? 0;
    const aHome = i === 0 ? k % 2 === 0 : i % 2 === 1;
    const pair: [number, number] = aHome ? [a, b] : [b, a];
    pairs.push(second ? [pair[1], pair[0]] : pair);
  }
  return pairs;
}

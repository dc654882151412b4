/** A bigint column as a JS number: PGlite answers numbers, node-postgres answers strings. Minor units stay far below 2^53. */
export function asNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a safe integer from the database: ${String(value)}`);
  return n;
}

/** The same for a nullable column. */
export function asNumberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : asNumber(value);
}

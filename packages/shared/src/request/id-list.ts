/** Sorts ids ascending and removes duplicates: the wire order of every list parameter. */
export function sortUniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** Tells whether a list item is an id: a safe integer, or a string holding only one. */
export function isIdLike(item: unknown): boolean {
  if (typeof item === 'number') return Number.isSafeInteger(item);
  return typeof item === 'string' && /^[+-]?\d+$/.test(item) && Number.isSafeInteger(Number(item));
}

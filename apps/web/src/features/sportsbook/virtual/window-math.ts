/** Start offsets of each item plus the total height as the last entry. */
export function prefixOffsets(heights: readonly number[]): number[] {
  const offsets = [0];
  let sum = 0;
  for (const h of heights) {
    sum += h;
    offsets.push(sum);
  }
  return offsets;
}

/** First index whose item ends after `y` (binary search over the prefix offsets). */
function firstEndingAfter(offsets: readonly number[], y: number): number {
  let lo = 0;
  let hi = offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((offsets[mid + 1] ?? Number.POSITIVE_INFINITY) > y) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The items to render: those overlapping the viewport widened by `buffer` px on both sides; end is exclusive. */
export function visibleRange(
  offsets: readonly number[],
  viewTop: number,
  viewHeight: number,
  buffer: number,
): { start: number; end: number } {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const start = firstEndingAfter(offsets, Math.max(0, viewTop - buffer));
  let end = start;
  const bottom = viewTop + viewHeight + buffer;
  while (end < count && (offsets[end] ?? 0) < bottom) end++;
  return { start: Math.min(start, count), end };
}

/**
 * Positions as CSS lengths, for items whose height is a CSS length (a custom property that a container
 * query sets, so it is right from the first paint, before the script measures the list): each top is a
 * `calc()` of how many items of each length come before it. Tops for the items from `start` to `end`
 * (exclusive), and the whole list's height.
 */
export function cssOffsets<T>(
  items: readonly T[],
  sizeOf: (item: T) => string,
  start: number,
  end: number,
): { tops: string[]; total: string } {
  const counts = new Map<string, number>();
  const length = () =>
    counts.size === 0
      ? '0px'
      : `calc(${[...counts].map(([size, n]) => (n === 1 ? size : `${n} * ${size}`)).join(' + ')})`;
  const tops: string[] = [];
  items.forEach((item, i) => {
    if (i >= start && i < end) tops.push(length());
    const size = sizeOf(item);
    counts.set(size, (counts.get(size) ?? 0) + 1);
  });
  return { tops, total: length() };
}

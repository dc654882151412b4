/** Where plinko's pins, buckets and the ball are, in a 400-wide board (pure, tested). */
export const BOARD_W = 400;
const TOP = 24;

export type Point = { readonly x: number; readonly y: number };

/** Horizontal gap between pins and vertical gap between rows for `rows` rows. */
export function spacing(rows: number): { gap: number; rowGap: number } {
  const gap = BOARD_W / (rows + 2);
  return { gap, rowGap: gap * 0.86 };
}

/** Pins of row r (0-based): r + 3 of them, centred. */
export function pinRow(rows: number, r: number): Point[] {
  const { gap, rowGap } = spacing(rows);
  return Array.from({ length: r + 3 }, (_, i) => ({ x: BOARD_W / 2 + (i - (r + 2) / 2) * gap, y: TOP + r * rowGap }));
}

/** Centre of bucket b (0 … rows) and the board's height above the buckets. */
export function bucketCentre(rows: number, b: number): Point {
  const { gap, rowGap } = spacing(rows);
  return { x: BOARD_W / 2 + (b - rows / 2) * gap, y: TOP + rows * rowGap };
}

/**
 * The ball's path: from above the top, onto the pin it meets in each row (it always lands on one),
 * then into the bucket its rights lead to.
 */
export function ballPoints(path: readonly ('L' | 'R')[]): Point[] {
  const rows = path.length;
  const { gap, rowGap } = spacing(rows);
  const points: Point[] = [{ x: BOARD_W / 2, y: 0 }];
  let rights = 0;
  path.forEach((step, r) => {
    points.push({ x: BOARD_W / 2 + (rights - r / 2) * gap, y: TOP + r * rowGap - gap * 0.3 });
    if (step === 'R') rights++;
  });
  points.push(bucketCentre(rows, rights));
  return points;
}

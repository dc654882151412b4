// The lobby grid's windowing (pure, tested on its own): how many tiles fit a row and which rows are
// near the viewport, so only those are in the DOM however many games the catalogue has.

export interface GridMetrics {
  columns: number;
  /** A tile's width and a row's height (tile plus gap), in pixels. */
  tileWidth: number;
  rowHeight: number;
}

/** A tile's least width: two columns on a 390 px phone, larger tiles from a 600 px wide grid up. */
export const minTileWidth = (width: number) => (width < 600 ? 150 : 180);

/** Columns of at least `minTile` px with `gap` between them, and the row height for tiles of `aspect` (height ÷ width) plus a caption. */
export function gridMetrics(width: number, minTile: number, gap: number, aspect: number, caption: number): GridMetrics {
  const columns = Math.max(1, Math.floor((width + gap) / (minTile + gap)));
  const tileWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  return { columns, tileWidth, rowHeight: Math.round(tileWidth * aspect + caption + gap) };
}

export interface RowWindow {
  /** First and last row to draw (inclusive); last < first when none. */
  first: number;
  last: number;
}

/**
 * The rows that meet the viewport, with `overscan` rows either side. `offset` is where the viewport's
 * top is inside the grid (negative while the grid is still below it).
 */
export function visibleRows(
  offset: number,
  viewport: number,
  rowHeight: number,
  rowCount: number,
  overscan = 2,
): RowWindow {
  if (rowCount === 0 || rowHeight <= 0) return { first: 0, last: -1 };
  const first = Math.max(0, Math.floor(offset / rowHeight) - overscan);
  const last = Math.min(rowCount - 1, Math.ceil((offset + viewport) / rowHeight) + overscan - 1);
  return last < first ? { first: 0, last: -1 } : { first, last };
}

/** How many rows `count` tiles take in `columns` columns. */
export const rowCount = (count: number, columns: number) => Math.ceil(count / Math.max(1, columns));

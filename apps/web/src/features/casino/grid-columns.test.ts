import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gridMetrics, minTileWidth } from './virtual-window';

// The lobby grid's columns are the CSS's (container queries on the grid's box, so a server-rendered
// grid is laid out before any script runs, ADR 0026) and the windowing's (gridMetrics): they must agree.
const css = readFileSync(new URL('./casino-tile.module.css', import.meta.url), 'utf8');
const breakpoints = [...css.matchAll(/@container \(min-width: (\d+)px\) \{\s*\.grid \{\s*--columns: (\d+);/g)].map(
  ([, width, columns]) => ({ width: Number(width), columns: Number(columns) }),
);
const cssColumns = (width: number) => breakpoints.filter((b) => width >= b.width).at(-1)?.columns ?? 1;

describe("the lobby grid's column rule", () => {
  it('gives the CSS the same column count as the windowing at every width from a small phone to the widest page', () => {
    expect(breakpoints.length).toBeGreaterThan(4);
    for (let width = 240; width <= 1500; width++) {
      expect(cssColumns(width), `${width}px`).toBe(gridMetrics(width, minTileWidth(width), 12, 1, 52).columns);
    }
  });
});

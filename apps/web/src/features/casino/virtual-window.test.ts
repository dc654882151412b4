import { describe, expect, it } from 'vitest';
import { gridMetrics, rowCount, visibleRows } from './virtual-window';

describe('the lobby grid windowing', () => {
  it('fits as many tiles of at least the minimum width as the row holds: 2 on a 390-px phone, 6 on a desktop', () => {
    expect(gridMetrics(358, 150, 12, 1, 52).columns).toBe(2);
    expect(gridMetrics(1288, 180, 12, 1, 52).columns).toBe(6);
    expect(gridMetrics(100, 150, 12, 1, 52).columns).toBe(1);
    const m = gridMetrics(358, 150, 12, 1, 52);
    expect(m.tileWidth).toBe(173);
    expect(m.rowHeight).toBe(173 + 52 + 12);
  });

  it('draws only the rows meeting the viewport plus the overscan, whatever the number of games', () => {
    const rows = rowCount(1000, 7); // 143 rows
    expect(rows).toBe(143);
    expect(visibleRows(0, 900, 230, rows, 2)).toEqual({ first: 0, last: 5 });
    const middle = visibleRows(230 * 70, 900, 230, rows, 2);
    expect(middle).toEqual({ first: 68, last: 75 });
    expect(middle.last - middle.first + 1).toBeLessThan(10);
    expect(visibleRows(230 * 142, 900, 230, rows, 2)).toEqual({ first: 140, last: 142 });
  });

  it('draws the first rows while the grid is still below the fold, and none once it scrolled past', () => {
    expect(visibleRows(-400, 900, 230, 10, 1)).toEqual({ first: 0, last: 3 }); // rows 0–2 meet it, one more below
    expect(visibleRows(-2000, 900, 230, 10, 0)).toEqual({ first: 0, last: -1 });
    expect(visibleRows(230 * 20, 900, 230, 10, 2)).toEqual({ first: 0, last: -1 });
    expect(visibleRows(0, 900, 230, 0)).toEqual({ first: 0, last: -1 });
  });
});

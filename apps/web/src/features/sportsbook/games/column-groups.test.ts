import { describe, expect, it } from 'vitest';
import { shownColumns } from './column-groups';

const columns = { win: [1, 2, 3], total: [9, 10], handicap: [7, 8] };

describe('shownColumns', () => {
  it('shows result, total, handicap in the standard view and handicap first in the Asian view', () => {
    expect(shownColumns(columns, false)).toEqual([
      [1, 2, 3],
      [9, 10],
      [7, 8],
    ]);
    expect(shownColumns(columns, true)).toEqual([
      [7, 8],
      [9, 10],
      [1, 2, 3],
    ]);
  });

  it('keeps only the chosen group on a phone, so every price shown has its heading', () => {
    expect(shownColumns(columns, false, 'total')).toEqual([[9, 10]]);
    expect(shownColumns(columns, true, 'win')).toEqual([[1, 2, 3]]);
  });
});

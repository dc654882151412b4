import type { MainColumns } from '../../markets';

/** The three price groups a list shows beside each game. */
export const COLUMN_GROUPS = ['win', 'total', 'handicap'] as const;
export type ColumnGroup = (typeof COLUMN_GROUPS)[number];

/** The groups in the order the view shows them: the Asian view leads with handicap and total. */
export function groupOrder(asian: boolean): readonly ColumnGroup[] {
  return asian ? ['handicap', 'total', 'win'] : COLUMN_GROUPS;
}

/**
 * The outcome types of each column group a row or heading shows, in view order. `only` keeps one
 * group: a phone's list shows one group at a time (chosen above the list) so that its prices and
 * their headings fit the screen instead of scrolling out of sight.
 */
export function shownColumns(columns: MainColumns, asian: boolean, only?: ColumnGroup): number[][] {
  return groupOrder(asian)
    .filter((group) => only === undefined || group === only)
    .map((group) => columns[group]);
}

import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How many of a row's leading items fit in its width, keeping room for the "more" item after them
 * when anything is left over. The row (`list`) renders every item and the "more" item as its
 * children, in that order, at all times; the ones that do not fit are laid out of the flow and
 * invisible (still measurable), so the count follows the row's width and the items' own widths
 * (language, fonts) without a second render to measure. `itemKeys`: the items' keys, so other items
 * (a guest's menu against a player's) are measured and observed afresh. `alwaysMore`: there is a
 * "more" item even when every item fits.
 */
export function useFittingCount(
  list: RefObject<HTMLElement | null>,
  itemKeys: readonly string[],
  alwaysMore: boolean,
): number {
  const total = itemKeys.length;
  const itemsKey = itemKeys.join('\n');
  const [count, setCount] = useState(total);
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemsKey — other items are other child elements to measure and observe, even at the same count
  useLayoutEffect(() => {
    const row = list.current;
    if (!row) return;
    const fit = () => {
      const available = row.clientWidth;
      // Hidden (the mobile layout): keep the count; the observer calls again when it shows.
      if (available === 0) return;
      const children = [...row.children] as HTMLElement[];
      const width = (el: HTMLElement | undefined) => el?.getBoundingClientRect().width ?? 0;
      const gap = Number.parseFloat(getComputedStyle(row).columnGap) || 0;
      const more = width(children[total]);
      const widths = children.slice(0, total).map(width);
      const rowWidth = (n: number) => widths.slice(0, n).reduce((sum, w, i) => sum + w + (i > 0 ? gap : 0), 0);
      let n = total;
      if (alwaysMore || rowWidth(total) > available) {
        while (n > 0 && rowWidth(n) + gap + more > available) n--;
      }
      setCount(n);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(row);
    for (const child of row.children) observer.observe(child);
    return () => observer.disconnect();
  }, [list, total, itemsKey, alwaysMore]);
  return Math.min(count, total);
}

import { ScrollerConfig } from '@fairline/shared/enums/limits';
import { type ReactNode, startTransition, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cssOffsets, prefixOffsets, visibleRange } from './window-math';
import styles from './windowed-list.module.css';

export interface WindowedListProps<T> {
  items: readonly T[];
  itemHeight: (item: T) => number;
  /**
   * The item's height as a CSS length, where it follows the list's own width (a container query's
   * custom property): rows are then placed by it, and stay put when the script measures that width
   * after hydration (ADR 0026, "Taps before hydration"). `itemHeight` still decides which rows mount.
   */
  itemSize?: (item: T) => string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Shown after the list when it was cut at the scroller's item limit. */
  limitNotice?: ReactNode;
  limit?: number;
  bufferPx?: number;
  className?: string;
  role?: string;
  'aria-label'?: string;
}

const FIRST_VIEW_HEIGHT = 800;

/**
 * A list in the page's own scroll that mounts only the rows near the viewport. Row heights are
 * known per row kind, so positions are exact without measuring; at most `limit` rows (1000) are kept.
 */
export function WindowedList<T>({
  items,
  itemHeight,
  itemSize,
  itemKey,
  renderItem,
  limitNotice,
  limit = ScrollerConfig.itemLimit,
  bufferPx = ScrollerConfig.bufferPx,
  className,
  ...aria
}: WindowedListProps<T>) {
  const shown = items.length > limit ? items.slice(0, limit) : items;
  const offsets = useMemo(() => prefixOffsets(shown.map(itemHeight)), [shown, itemHeight]);
  const ref = useRef<HTMLDivElement>(null);
  // The first render assumes an 800 px viewport, on the server and in the browser alike (a
  // server-rendered list hydrates as it was rendered); the layout effect measures before the paint.
  const [view, setView] = useState({ top: 0, height: FIRST_VIEW_HEIGHT });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const top = Math.max(0, -el.getBoundingClientRect().top);
    const height = window.innerHeight;
    setView((v) => (v.top === top && v.height === height ? v : { top, height }));
  }, []);

  useLayoutEffect(() => {
    // The first measure (right after hydration, or a new list) as a transition: the rows it may add lie
    // in the buffer below the viewport, and a synchronous update from a layout effect made React flush
    // the whole page's passive effects and re-render in the same task as the hydration's commit.
    startTransition(measure);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [measure]);

  const { start, end } = visibleRange(offsets, view.top, view.height, bufferPx);
  const css = useMemo(
    () => (itemSize ? cssOffsets(shown, itemSize, start, end) : undefined),
    [shown, itemSize, start, end],
  );
  const total = css?.total ?? offsets[offsets.length - 1] ?? 0;

  return (
    <>
      <div ref={ref} className={className} style={{ position: 'relative', blockSize: total }} {...aria}>
        {shown.slice(start, end).map((item, i) => (
          <div
            key={itemKey(item)}
            className={styles.item}
            style={{
              insetBlockStart: css?.tops[i] ?? offsets[start + i],
              blockSize: itemSize?.(item) ?? itemHeight(item),
            }}
          >
            {renderItem(item)}
          </div>
        ))}
      </div>
      {items.length > limit && limitNotice && <p className={styles.notice}>{limitNotice}</p>}
    </>
  );
}

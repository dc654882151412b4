import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styles from './casino-tile.module.css';
import { gridMetrics, rowCount, visibleRows } from './virtual-window';

// Tiles are square art with a two-line caption; at least 150 px wide on a phone (two columns at 390 px), 180 px wider up.
const minTile = (width: number) => (width < 600 ? 150 : 180);
const GAP = 12;
const ASPECT = 1;
const CAPTION = 52;

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

interface GridProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  label: string;
}

/**
 * The lobby's grid, windowed by rows against the page's own scroll: only the rows near the viewport
 * are in the DOM (a few dozen tiles whatever the catalogue holds); the list keeps the full height,
 * so the scroll bar and the footer stay where they would be. Cells sit at logical offsets (RTL mirrors).
 */
export function VirtualGrid<T>({ items, keyOf, render, label }: GridProps<T>) {
  const box = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(0);
  const [view, setView] = useState({ offset: 0, viewport: 900 });

  useIsoLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      setWidth(el.clientWidth);
      setView({ offset: -el.getBoundingClientRect().top, viewport: window.innerHeight });
    };
    measure();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setView({ offset: -el.getBoundingClientRect().top, viewport: window.innerHeight }),
      );
    };
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(el);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', measure);
    };
  }, []);

  const measured = width || 360;
  const metrics = gridMetrics(measured, minTile(measured), GAP, ASPECT, CAPTION);
  const rows = rowCount(items.length, metrics.columns);
  const { first, last } = visibleRows(view.offset, view.viewport, metrics.rowHeight, rows);
  const shown: ReactNode[] = [];
  for (let row = first; row <= last; row++) {
    items.slice(row * metrics.columns, (row + 1) * metrics.columns).forEach((item, column) => {
      shown.push(
        <li
          key={keyOf(item)}
          className={styles.cell}
          style={{
            insetBlockStart: row * metrics.rowHeight,
            insetInlineStart: column * (metrics.tileWidth + GAP),
            inlineSize: metrics.tileWidth,
          }}
        >
          {render(item)}
        </li>,
      );
    });
  }
  return (
    <ul
      ref={box}
      aria-label={label}
      className={styles.grid}
      data-testid="casino-grid"
      data-count={items.length}
      style={{ blockSize: Math.max(0, rows * metrics.rowHeight - GAP) }}
    >
      {shown}
    </ul>
  );
}

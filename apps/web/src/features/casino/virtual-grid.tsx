import { type CSSProperties, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { narrowLayoutHint } from '../../lib/layout-hint';
import styles from './casino-tile.module.css';
import { gridMetrics, minTileWidth, rowCount, visibleRows } from './virtual-window';

// Tiles are square art with a two-line caption (minTileWidth: at least 150 px on a phone, 180 px wider
// up). GAP, ASPECT and CAPTION are also casino-tile.module.css' `.grid` (the grid's sizes in CSS).
const GAP = 12;
const ASPECT = 1;
const CAPTION = 52;

/**
 * The grid's width before it is measured (the server render and hydration): a phone's (390 px less the
 * page's padding) or a desktop's (the page's widest), from the server's `narrow` guess (ADR 0026).
 */
const GUESSED_WIDTH = { narrow: 358, wide: 1288 };

/** The rows whose art loads at once: on screen at the first paint on a phone and a desktop alike. */
const EAGER_ROWS = 2;

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

interface GridProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** `eager`: the cell is in the first rows, on screen at the first paint (its art need not wait). */
  render: (item: T, place: { eager: boolean }) => ReactNode;
  label: string;
}

/**
 * The lobby's grid, windowed by rows against the page's own scroll: only the rows near the viewport
 * are in the DOM (a few dozen tiles whatever the catalogue holds); the list keeps the full height,
 * so the scroll bar and the footer stay where they would be. Cells sit at logical offsets (RTL mirrors).
 * The columns, sizes and places are the CSS's (casino-tile.module.css: the box is a size container):
 * a server-rendered grid has its final size and places at the first paint on any screen (ADR 0026).
 * Here the same rule (gridMetrics) only picks which rows are in the DOM; before the grid is measured
 * (the server render and hydration) it starts from the server's guess of the width.
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

  const measured = width || (narrowLayoutHint() ? GUESSED_WIDTH.narrow : GUESSED_WIDTH.wide);
  const metrics = gridMetrics(measured, minTileWidth(measured), GAP, ASPECT, CAPTION);
  const rows = rowCount(items.length, metrics.columns);
  const { first, last } = visibleRows(view.offset, view.viewport, metrics.rowHeight, rows);
  const shown: ReactNode[] = [];
  for (let row = first; row <= last; row++) {
    items.slice(row * metrics.columns, (row + 1) * metrics.columns).forEach((item, column) => {
      const index = row * metrics.columns + column;
      shown.push(
        <li
          key={keyOf(item)}
          className={styles.cell}
          style={
            {
              '--index': index,
              '--top': `${row * metrics.rowHeight}px`,
              '--start': `${column * (metrics.tileWidth + GAP)}px`,
              '--width': `${metrics.tileWidth}px`,
            } as CSSProperties
          }
        >
          {render(item, { eager: row < EAGER_ROWS })}
        </li>,
      );
    });
  }
  return (
    <div className={styles.gridBox}>
      <ul
        ref={box}
        aria-label={label}
        className={styles.grid}
        data-testid="casino-grid"
        data-count={items.length}
        style={
          { '--count': items.length, '--height': `${Math.max(0, rows * metrics.rowHeight - GAP)}px` } as CSSProperties
        }
      >
        {shown}
      </ul>
    </div>
  );
}

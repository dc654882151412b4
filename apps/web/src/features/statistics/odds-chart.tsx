import { formatOdds, type OddsFormat } from '@fairline/shared/odds/formats';
import { toPriceGrid } from '@fairline/shared/odds/price-grid';
import type { CoefficientGraph } from '@fairline/shared/wire/statistics';
import styles from './odds-chart.module.css';

const W = 720;
const H = 280;
const PAD = { top: 12, right: 16, bottom: 28, left: 52 };
const COLORS = ['var(--stat-line-1)', 'var(--stat-line-x)', 'var(--stat-line-2)'];

/** Where a price sits on a log scale (long prices would flatten every short one on a linear axis). */
const scale = (price: number, lo: number, hi: number) =>
  PAD.top + (H - PAD.top - PAD.bottom) * (1 - (Math.log(price) - Math.log(lo)) / (Math.log(hi) - Math.log(lo) || 1));

/** The price history of a game's main market as an SVG line chart, one line per outcome, live part shaded. */
export function OddsChart({
  graph,
  view,
  labels,
}: {
  graph: CoefficientGraph;
  view: OddsFormat;
  labels: { live: string; title: string; date: (iso: string) => string };
}) {
  const prices = graph.points.flatMap((p) => p.odds.filter((o): o is number => o !== null));
  const lo = Math.min(...prices) * 0.95;
  const hi = Math.max(...prices) * 1.05;
  const n = graph.points.length;
  const x = (i: number) => PAD.left + ((W - PAD.left - PAD.right) * i) / Math.max(1, n - 1);
  const firstLive = graph.points.findIndex((p) => p.live);
  // The lowest and highest prices, and a ladder price between them.
  const ticks = [lo / 0.95, toPriceGrid(Math.sqrt(lo * hi)), hi / 1.05];
  const lines = graph.outcomes.map((o, k) => {
    let d = '';
    let pen = false;
    graph.points.forEach((p, i) => {
      const price = p.odds[k];
      if (price === null || price === undefined) {
        pen = false;
        return;
      }
      d += `${pen ? 'L' : 'M'}${x(i).toFixed(1)},${scale(price, lo, hi).toFixed(1)}`;
      pen = true;
    });
    return { label: o.label, d, color: COLORS[o.label === '1' ? 0 : o.label === 'X' ? 1 : 2] };
  });
  const last = graph.points.at(-1);
  // The last price each outcome had before its market closed.
  const latest = graph.outcomes.map((_, k) => graph.points.findLast((p) => p.odds[k] !== null)?.odds[k] ?? null);
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={labels.title} data-testid="odds-chart">
        {firstLive >= 0 && (
          <rect
            className={styles.liveZone}
            x={x(firstLive)}
            y={PAD.top}
            width={x(n - 1) - x(firstLive)}
            height={H - PAD.top - PAD.bottom}
          />
        )}
        {ticks.map((v) => (
          <g key={v}>
            <line
              className={styles.gridLine}
              x1={PAD.left}
              x2={W - PAD.right}
              y1={scale(v, lo, hi)}
              y2={scale(v, lo, hi)}
            />
            <text className={styles.axis} x={PAD.left - 6} y={scale(v, lo, hi) + 4} textAnchor="end">
              {formatOdds(v, view)}
            </text>
          </g>
        ))}
        {graph.points.length > 0 && (
          <>
            <text className={styles.axis} x={PAD.left} y={H - 8}>
              {labels.date(graph.points[0]?.at ?? '')}
            </text>
            <text className={styles.axis} x={W - PAD.right} y={H - 8} textAnchor="end">
              {labels.date(last?.at ?? '')}
            </text>
          </>
        )}
        {lines.map((l) => (
          <path key={l.label} d={l.d} fill="none" stroke={l.color} strokeWidth={2} />
        ))}
      </svg>
      <figcaption className={styles.legend}>
        {lines.map((l, k) => (
          <span key={l.label}>
            <i style={{ background: l.color }} aria-hidden="true" />
            {l.label} <b dir="ltr">{latest[k] ? formatOdds(latest[k], view) : '—'}</b>
          </span>
        ))}
        {firstLive >= 0 && (
          <span>
            <i className={styles.liveSwatch} aria-hidden="true" />
            {labels.live}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

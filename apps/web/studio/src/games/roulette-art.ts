/** Roulette's drawings: the upright table with its spots, and the wheel. */
import type { GameContext } from '../context';
import { s } from '../dom';
import { pocketColour, rouletteSpots, type Spot, TABLE, WHEEL_ORDER } from './roulette-layout';

export const U = 36;
const FILL = { green: '#0f9d58', red: 'var(--red)', black: 'var(--black)' } as const;

function spotLabel(t: GameContext['t'], spot: Spot): string {
  const { bet } = spot;
  if ('numbers' in bet) return t(bet.kind, { numbers: bet.numbers.join('-') });
  if ('index' in bet) return bet.kind === 'dozen' ? t('dozen', { n: bet.index }) : `${t('column')} · ${bet.index}`;
  return t(bet.kind);
}

function cellText(t: GameContext['t'], spot: Spot): SVGElement | null {
  if (spot.shape.kind !== 'cell') return null;
  const { x, y, w, h } = spot.shape;
  const cx = (x + w / 2) * U;
  const cy = (y + h / 2) * U;
  const { bet } = spot;
  if (bet.kind === 'red' || bet.kind === 'black')
    return s('path', {
      d: `M${cx} ${cy - 18}l9 18-9 18-9-18z`,
      fill: FILL[bet.kind],
      stroke: '#fff',
      'stroke-width': 1,
    });
  const text =
    'numbers' in bet
      ? String(bet.numbers[0])
      : 'index' in bet
        ? bet.kind === 'dozen'
          ? `${bet.index}—12`
          : '2:1'
        : t(bet.kind);
  const isSide = x < 0;
  return s(
    'text',
    {
      x: cx,
      y: cy,
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
      'font-size': isSide ? 11 : 14,
      'font-weight': 700,
      fill: '#fff',
      transform: isSide ? `rotate(-90 ${cx} ${cy})` : null,
    },
    text,
  );
}

/** The table: cells first, dots above them; each spot is a keyboard-operable button. */
export function drawTable(t: GameContext['t']): {
  svg: SVGSVGElement;
  spots: Map<string, { spot: Spot; el: SVGElement }>;
  chips: SVGGElement;
} {
  const spots = new Map<string, { spot: Spot; el: SVGElement }>();
  const cells: SVGElement[] = [];
  const dots: SVGElement[] = [];
  for (const spot of rouletteSpots()) {
    const common = {
      class: `spot ${spot.shape.kind}`,
      role: 'button',
      tabindex: 0,
      'aria-label': spotLabel(t, spot),
      'data-spot': spot.id,
    };
    let el: SVGElement;
    if (spot.shape.kind === 'cell') {
      const { x, y, w, h } = spot.shape;
      const colour = spot.bet.kind === 'straight' ? FILL[pocketColour(spot.bet.numbers[0] as number)] : 'transparent';
      el = s(
        'g',
        common,
        s('rect', { x: x * U, y: y * U, width: w * U, height: h * U, fill: colour, class: 'cell-bg' }),
        cellText(t, spot),
      );
      cells.push(el);
    } else {
      el = s('circle', { ...common, cx: spot.shape.x * U, cy: spot.shape.y * U, r: 7 });
      dots.push(el);
    }
    spots.set(spot.id, { spot, el });
  }
  const chips = s('g', { 'pointer-events': 'none' });
  const pad = 4;
  const svg = s(
    'svg',
    {
      class: 'roulette-table',
      viewBox: `${TABLE.minX * U - pad} ${-pad} ${(TABLE.maxX - TABLE.minX) * U + 2 * pad} ${TABLE.maxY * U + 2 * pad}`,
      direction: 'ltr',
    },
    s('rect', {
      x: TABLE.minX * U - pad,
      y: -pad,
      width: (TABLE.maxX - TABLE.minX) * U + 2 * pad,
      height: TABLE.maxY * U + 2 * pad,
      rx: 10,
      fill: 'var(--felt)',
    }),
    ...cells,
    ...dots,
    chips,
  );
  return { svg, spots, chips };
}

/** The wheel; `spinTo` turns it so a pocket stops under the pointer. */
export function drawWheel(label: string): {
  svg: SVGSVGElement;
  spinTo: (pocket: number, animate: boolean) => Promise<void>;
} {
  const step = 360 / WHEEL_ORDER.length;
  const wedge = (i: number, r0: number, r1: number) => {
    const a0 = ((i - 0.5) * step * Math.PI) / 180;
    const a1 = ((i + 0.5) * step * Math.PI) / 180;
    const p = (r: number, a: number) => `${(r * Math.sin(a)).toFixed(2)} ${(-r * Math.cos(a)).toFixed(2)}`;
    return `M${p(r0, a0)}L${p(r1, a0)}A${r1} ${r1} 0 0 1 ${p(r1, a1)}L${p(r0, a1)}A${r0} ${r0} 0 0 0 ${p(r0, a0)}z`;
  };
  const pockets = WHEEL_ORDER.map((n, i) =>
    s(
      'g',
      {},
      s('path', { d: wedge(i, 64, 96), fill: FILL[pocketColour(n)], stroke: '#c9a24a', 'stroke-width': 0.8 }),
      s(
        'text',
        {
          x: 0,
          y: -84,
          transform: `rotate(${i * step})`,
          'text-anchor': 'middle',
          'font-size': 8.5,
          'font-weight': 700,
          fill: '#fff',
        },
        n,
      ),
    ),
  );
  const rotor = s(
    'g',
    { class: 'rotor' },
    ...pockets,
    s('circle', { r: 64, fill: 'url(#cone)' }),
    ...[0, 1, 2, 3].map((k) =>
      s('path', { d: 'M0 -56L4 0L0 56L-4 0z', fill: '#d9b45a', transform: `rotate(${k * 45})` }),
    ),
    s('circle', { r: 10, fill: '#e8c66d', stroke: '#8a6a1c' }),
  );
  const ball = s('circle', { cx: 0, cy: -74, r: 5, fill: '#fff', class: 'wheel-ball', opacity: 0 });
  const svg = s(
    'svg',
    { class: 'roulette-wheel', viewBox: '-112 -112 224 224', role: 'img', 'aria-label': label },
    s(
      'defs',
      {},
      s(
        'radialGradient',
        { id: 'cone' },
        s('stop', { offset: '0', 'stop-color': '#7a4a22' }),
        s('stop', { offset: '1', 'stop-color': '#3b220f' }),
      ),
    ),
    s('circle', { r: 110, fill: '#3a2414' }),
    s('circle', { r: 104, fill: '#5a3a1e', stroke: '#c9a24a', 'stroke-width': 2 }),
    rotor,
    ball,
    s('path', { d: 'M-7 -112L7 -112L0 -97z', fill: '#f5c453' }),
  );
  let angle = 0;
  return {
    svg,
    async spinTo(pocket, animate) {
      const index = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]);
      const target = -index * step;
      const delta = (((target - angle) % 360) + 360) % 360;
      angle += delta + (animate ? 3 * 360 : 0);
      ball.setAttribute('opacity', '0');
      rotor.style.transition = animate ? 'transform 2.2s cubic-bezier(0.15, 0.6, 0.2, 1)' : 'none';
      rotor.style.transform = `rotate(${angle}deg)`;
      if (animate) await new Promise((resolve) => setTimeout(resolve, 2250));
      ball.setAttribute('opacity', '1');
    },
  };
}

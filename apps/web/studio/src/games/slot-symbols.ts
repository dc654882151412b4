/** The two slots' symbols, drawn here in a 100×100 box each. */
import { s } from '../dom';

type Art = () => SVGElement[];
const star = (cx: number, cy: number, r: number, fill: string, points = 5) => {
  const d = Array.from({ length: points * 2 }, (_, i) => {
    const a = (Math.PI * i) / points - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    return `${i === 0 ? 'M' : 'L'}${(cx + rr * Math.cos(a)).toFixed(1)} ${(cy + rr * Math.sin(a)).toFixed(1)}`;
  }).join('');
  return s('path', { d: `${d}z`, fill, stroke: 'rgba(0,0,0,.25)', 'stroke-width': 1.5 });
};
const word = (text: string, fill = '#fff', y = 62, size = 20) =>
  s(
    'text',
    {
      x: 50,
      y,
      'text-anchor': 'middle',
      'font-size': size,
      'font-weight': 900,
      fill,
      stroke: 'rgba(0,0,0,.35)',
      'stroke-width': 0.8,
      'letter-spacing': 1,
    },
    text,
  );
const gemArt =
  (light: string, mid: string, dark: string): Art =>
  () => [
    s('path', { d: 'M22 38 34 22h32l12 16-28 42z', fill: mid }),
    s('path', { d: 'M22 38h56L50 80z', fill: dark }),
    s('path', { d: 'M34 22l-4 16h40l-4-16z', fill: light }),
    s('path', { d: 'M50 38 42 22h16z', fill: '#fff', opacity: 0.55 }),
  ];

const ORCHARD: Readonly<Record<string, Art>> = {
  W: () => [
    star(50, 40, 34, '#ffd43b', 8),
    s('rect', { x: 10, y: 60, width: 80, height: 26, rx: 8, fill: '#c2255c', stroke: '#fff', 'stroke-width': 2 }),
    word('WILD', '#fff', 80, 19),
  ],
  S: () => [
    s('rect', { x: 45, y: 52, width: 10, height: 32, rx: 3, fill: '#7a4a22' }),
    s('circle', { cx: 50, cy: 40, r: 28, fill: '#2f9e44' }),
    ...[
      [38, 34],
      [60, 30],
      [52, 50],
      [34, 50],
      [66, 48],
    ].map(([x, y]) => s('circle', { cx: x, cy: y, r: 5.5, fill: '#e03131' })),
  ],
  H1: () => [star(50, 52, 38, '#ffd43b')],
  H2: () => [
    s('path', {
      d: 'M50 16c-16 0-22 14-22 30v14l-8 10h60l-8-10V46c0-16-6-30-22-30z',
      fill: '#f2b233',
      stroke: '#a86b00',
      'stroke-width': 2,
    }),
    s('circle', { cx: 50, cy: 78, r: 7, fill: '#a86b00' }),
  ],
  H3: () => [
    s('ellipse', { cx: 50, cy: 56, rx: 26, ry: 28, fill: '#7048e8' }),
    s('ellipse', { cx: 42, cy: 48, rx: 7, ry: 10, fill: '#b197fc', opacity: 0.7 }),
    s('path', { d: 'M50 28c4-10 14-14 22-12-4 8-12 12-22 12z', fill: '#40c057' }),
  ],
  H4: () => [
    s('path', {
      d: 'M50 20c-8 0-10 10-12 20-2 8-12 14-12 28 0 12 10 18 24 18s24-6 24-18c0-14-10-20-12-28-2-10-4-20-12-20z',
      fill: '#c0eb75',
      stroke: '#74b816',
      'stroke-width': 2,
    }),
    s('path', { d: 'M50 20v-8', stroke: '#7a4a22', 'stroke-width': 3 }),
  ],
  L1: () => [
    s('path', { d: 'M20 78C20 40 46 20 82 20 82 56 60 80 20 78z', fill: '#51cf66' }),
    s('path', { d: 'M22 76 74 28', stroke: '#2b8a3e', 'stroke-width': 3 }),
  ],
  L2: () => [
    s('ellipse', { cx: 50, cy: 52, rx: 18, ry: 30, fill: '#c08552', transform: 'rotate(20 50 52)' }),
    s('path', { d: 'M44 28q8 24 0 50', stroke: '#8d5524', 'stroke-width': 2, fill: 'none' }),
  ],
  L3: () => [
    s('path', { d: 'M50 18q-8 30-18 42M50 18q6 30 16 44', stroke: '#2b8a3e', 'stroke-width': 3, fill: 'none' }),
    s('circle', { cx: 32, cy: 66, r: 14, fill: '#e03131' }),
    s('circle', { cx: 66, cy: 68, r: 14, fill: '#c92a2a' }),
  ],
  L4: () => [
    ...[
      [50, 32],
      [34, 58],
      [66, 58],
    ].map(([x, y]) => s('circle', { cx: x, cy: y, r: 16, fill: '#37b24d' })),
    s('path', { d: 'M50 54v30', stroke: '#2b8a3e', 'stroke-width': 4 }),
  ],
  L5: () => [
    s('ellipse', { cx: 50, cy: 60, rx: 20, ry: 24, fill: '#b5651d' }),
    s('path', { d: 'M28 46q22-22 44 0z', fill: '#7a4a22' }),
    s('path', { d: 'M50 24v-8', stroke: '#7a4a22', 'stroke-width': 4 }),
  ],
};

const SUNSTONE: Readonly<Record<string, Art>> = {
  W: () => [
    s('circle', { cx: 50, cy: 42, r: 32, fill: '#1c3d8f', stroke: '#f5c453', 'stroke-width': 4 }),
    s('path', { d: 'M28 42q22-20 44 0q-22 20-44 0z', fill: '#fff' }),
    s('circle', { cx: 50, cy: 42, r: 8, fill: '#1c3d8f' }),
    s('rect', { x: 10, y: 66, width: 80, height: 24, rx: 8, fill: '#f5c453', stroke: '#9c6b00', 'stroke-width': 2 }),
    word('WILD', '#1c3d8f', 85, 18),
  ],
  S: () => [
    s('path', { d: 'M50 18 88 82H12z', fill: '#e9b949', stroke: '#9c6b00', 'stroke-width': 2 }),
    s('path', { d: 'M50 18 88 82H50z', fill: '#c99420' }),
    s('circle', { cx: 50, cy: 14, r: 8, fill: '#ff922b' }),
  ],
  H1: () => [
    ...Array.from({ length: 12 }, (_, i) =>
      s('path', { d: 'M50 6l5 16h-10z', fill: '#ffa94d', transform: `rotate(${i * 30} 50 50)` }),
    ),
    s('circle', { cx: 50, cy: 50, r: 24, fill: '#ff922b', stroke: '#e8590c', 'stroke-width': 3 }),
  ],
  H2: () => [
    s('path', {
      d: 'M30 40l-12-8M30 56H16M32 70l-12 8M70 40l12-8M70 56h14M68 70l12 8',
      stroke: '#0b7285',
      'stroke-width': 4,
    }),
    s('ellipse', { cx: 50, cy: 58, rx: 20, ry: 26, fill: '#1098ad' }),
    s('circle', { cx: 50, cy: 28, r: 10, fill: '#0b7285' }),
    s('path', { d: 'M50 34v50', stroke: '#0b7285', 'stroke-width': 2 }),
  ],
  H3: () =>
    [-50, -25, 0, 25, 50].map((a) =>
      s('path', {
        d: 'M50 80C36 60 38 36 50 20 62 36 64 60 50 80z',
        fill: a === 0 ? '#f783ac' : '#faa2c1',
        transform: `rotate(${a} 50 80)`,
      }),
    ),
  H4: () => [
    s('path', {
      d: 'M50 14c-12 0-16 10-16 16 0 8 8 16 12 20H22v10h24v28h8V60h24V50H54c4-4 12-12 12-20 0-6-4-16-16-16zm0 10c4 0 6 4 6 7 0 4-3 9-6 12-3-3-6-8-6-12 0-3 2-7 6-7z',
      fill: '#f5c453',
      stroke: '#9c6b00',
      'stroke-width': 1.5,
    }),
  ],
  L1: gemArt('#ffa8a8', '#e03131', '#a51111'),
  L2: gemArt('#a5d8ff', '#1c7ed6', '#0b4f9c'),
  L3: gemArt('#b2f2bb', '#2f9e44', '#1b6b2c'),
  L4: gemArt('#d0bfff', '#7048e8', '#4527a0'),
};

/** A symbol's art for a slot (orchard-stars or sunstone-ways). */
export function symbolArt(slot: string, symbol: string): SVGElement[] {
  const set = slot === 'sunstone-ways' ? SUNSTONE : ORCHARD;
  return (set[symbol] ?? (() => [word(symbol, 'currentColor')]))();
}

/** A standalone small symbol (paytable). */
export function symbolIcon(slot: string, symbol: string, size = 32): SVGSVGElement {
  return s(
    'svg',
    { viewBox: '0 0 100 100', width: size, height: size, 'aria-label': symbol },
    ...symbolArt(slot, symbol),
  );
}

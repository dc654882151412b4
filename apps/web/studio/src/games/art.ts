/** Small pieces of art the games share: a gem, a mine, a coin-like chip. Drawn here in SVG. */
import { s } from '../dom';

/** A faceted gem (mines' safe tile). */
export function gem(size = 40) {
  return s(
    'svg',
    { viewBox: '0 0 40 40', width: size, height: size, 'aria-hidden': 'true' },
    s('path', { d: 'M8 15 14 7h12l6 8-12 18z', fill: '#26d39a' }),
    s('path', { d: 'M8 15h24L20 33z', fill: '#14a874' }),
    s('path', { d: 'M14 7l-2 8h16l-2-8z', fill: '#7ff0c6' }),
    s('path', { d: 'M20 15 16 7h8z', fill: '#b9ffe6' }),
  );
}

/** A mine with its fuse spark. */
export function mine(size = 40) {
  return s(
    'svg',
    { viewBox: '0 0 40 40', width: size, height: size, 'aria-hidden': 'true' },
    s('circle', { cx: 19, cy: 22, r: 11, fill: '#2a2f3a' }),
    s('circle', { cx: 15, cy: 18, r: 3, fill: '#5c6577' }),
    s('path', { d: 'M26 13l4-4', stroke: '#2a2f3a', 'stroke-width': 4, 'stroke-linecap': 'round' }),
    s('circle', { cx: 32, cy: 7, r: 3.5, fill: '#ffb020' }),
    s('circle', { cx: 32, cy: 7, r: 1.6, fill: '#fff3c4' }),
  );
}

/** A casino chip with a value. */
export function chip(label: string, color: string, size = 26) {
  return s(
    'g',
    { class: 'chip', 'pointer-events': 'none' },
    s('circle', { r: size / 2, fill: color, stroke: '#fff', 'stroke-width': 1.5 }),
    s('circle', { r: size / 2 - 4, fill: 'none', stroke: '#fff', 'stroke-width': 1.2, 'stroke-dasharray': '3 3' }),
    s('text', { y: 3.5, 'text-anchor': 'middle', 'font-size': 9, 'font-weight': 800, fill: '#fff' }, label),
  );
}

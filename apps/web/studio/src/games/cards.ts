/** Playing cards drawn in SVG: face (rank, suit) or back. */
import { s } from '../dom';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['♠', '♥', '♦', '♣'] as const;

/** A card's name for screen readers and tests, e.g. "A♠", "10♥". */
export function cardName(card: { rank: number; suit: number }): string {
  return `${RANKS[card.rank] ?? '?'}${SUITS[card.suit] ?? ''}`;
}

/** A face-up card. */
export function cardFace(card: { rank: number; suit: number }): SVGSVGElement {
  const rank = RANKS[card.rank] ?? '?';
  const suit = SUITS[card.suit] ?? '';
  const colour = card.suit === 1 || card.suit === 2 ? '#d3283b' : '#1d2330';
  const isFace = card.rank >= 10;
  return s(
    'svg',
    { class: 'card', viewBox: '0 0 60 84', role: 'img', 'aria-label': `${rank}${suit}` },
    s('rect', { x: 0.5, y: 0.5, width: 59, height: 83, rx: 6, fill: '#fdfdfb', stroke: '#c9ced8' }),
    s('text', { x: 6, y: 17, 'font-size': 15, 'font-weight': 800, fill: colour }, rank),
    s('text', { x: 6, y: 31, 'font-size': 13, fill: colour }, suit),
    isFace
      ? s('rect', {
          x: 16,
          y: 22,
          width: 28,
          height: 40,
          rx: 4,
          fill: 'none',
          stroke: colour,
          'stroke-width': 1.4,
          opacity: 0.6,
        })
      : null,
    s(
      'text',
      { x: 30, y: 55, 'text-anchor': 'middle', 'font-size': isFace ? 20 : 28, fill: colour },
      isFace ? rank : suit,
    ),
    s(
      'text',
      { x: 54, y: 76, 'text-anchor': 'end', 'font-size': 13, fill: colour, transform: 'rotate(180 48 72)' },
      suit,
    ),
  );
}

/** The dealer's hole card, face down. */
export function cardBack(): SVGSVGElement {
  return s(
    'svg',
    { class: 'card', viewBox: '0 0 60 84', 'aria-hidden': 'true' },
    s(
      'defs',
      {},
      s(
        'pattern',
        { id: 'back', width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
        s('rect', { width: 8, height: 8, fill: '#1f4fb8' }),
        s('rect', { width: 4, height: 8, fill: '#2a62d6' }),
      ),
    ),
    s('rect', { x: 0.5, y: 0.5, width: 59, height: 83, rx: 6, fill: '#fff', stroke: '#c9ced8' }),
    s('rect', { x: 4, y: 4, width: 52, height: 76, rx: 4, fill: 'url(#back)' }),
    s('circle', { cx: 30, cy: 42, r: 10, fill: '#fff', opacity: 0.85 }),
    s('text', { x: 30, y: 47, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 800, fill: '#1f4fb8' }, 'F'),
  );
}

// The lobby tiles' art of our games, drawn here as SVG (no third-party assets): 400×300, a backdrop, a
// motif of the game and its name. Served at /studio/art/<slug>.svg.
import type { StudioSessionGame } from '@fairline/shared/wire/casino-studio-play';

const W = 400;
const H = 300;

const backdrop = (id: string, from: string, to: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
  `<stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;

const title = (text: string, color = '#fff') =>
  `<text x="200" y="272" text-anchor="middle" font-family="system-ui, sans-serif" font-size="30" ` +
  `font-weight="700" fill="${color}" letter-spacing="1">${text}</text>`;

const round = (n: number) => Math.round(n * 10) / 10;
const polar = (cx: number, cy: number, r: number, angle: number) =>
  `${round(cx + r * Math.cos(angle))},${round(cy + r * Math.sin(angle))}`;

function star(cx: number, cy: number, outer: number, inner: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) =>
    polar(cx, cy, i % 2 === 0 ? outer : inner, -Math.PI / 2 + (i * Math.PI) / 5),
  );
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

function die(x: number, y: number, size: number, pips: readonly [number, number][], rotate: number): string {
  const dots = pips
    .map(([px, py]) => `<circle cx="${x + px * size}" cy="${y + py * size}" r="${size * 0.09}" fill="#1c2541"/>`)
    .join('');
  return (
    `<g transform="rotate(${rotate} ${x + size / 2} ${y + size / 2})"><rect x="${x}" y="${y}" width="${size}" ` +
    `height="${size}" rx="${size * 0.18}" fill="#f8f9fb" stroke="#c9d2e3" stroke-width="3"/>${dots}</g>`
  );
}

function dice(): string {
  const five: [number, number][] = [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ];
  const three: [number, number][] = [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ];
  return `${backdrop('g', '#1c2541', '#3a506b')}${die(92, 60, 110, five, -12)}${die(212, 80, 96, three, 14)}${title('DICE')}`;
}

function roulette(): string {
  const cx = 200;
  const cy = 122;
  const pockets = 37;
  const slices = Array.from({ length: pockets }, (_, i) => {
    const a0 = (i / pockets) * 2 * Math.PI;
    const a1 = ((i + 1) / pockets) * 2 * Math.PI;
    const fill = i === 0 ? '#1f9d55' : i % 2 === 0 ? '#1b1b1b' : '#c0392b';
    return `<path d="M${cx},${cy} L${polar(cx, cy, 100, a0)} A100,100 0 0,1 ${polar(cx, cy, 100, a1)} Z" fill="${fill}"/>`;
  }).join('');
  return (
    `${backdrop('g', '#0b4d2c', '#14693d')}<circle cx="${cx}" cy="${cy}" r="108" fill="#8a5a2b"/>${slices}` +
    `<circle cx="${cx}" cy="${cy}" r="58" fill="#6d4420"/><circle cx="${cx}" cy="${cy}" r="14" fill="#e0b04a"/>` +
    `<circle cx="${cx + 62}" cy="${cy - 58}" r="8" fill="#fff"/>${title('ROULETTE')}`
  );
}

function plinko(): string {
  const pins: string[] = [];
  for (let row = 0; row < 8; row++) {
    for (let i = 0; i <= row + 2; i++) {
      const x = 200 + (i - (row + 2) / 2) * 26;
      pins.push(`<circle cx="${x}" cy="${30 + row * 24}" r="4" fill="#e8e4ff"/>`);
    }
  }
  const colors = ['#ff3b5c', '#ff7a3d', '#ffb938', '#ffe45c', '#ffb938', '#ff7a3d', '#ff3b5c'];
  const buckets = colors
    .map((c, i) => `<rect x="${113 + i * 25}" y="224" width="22" height="14" rx="3" fill="${c}"/>`)
    .join('');
  return `${backdrop('g', '#2b1055', '#7597de')}${pins.join('')}${buckets}<circle cx="213" cy="102" r="9" fill="#ff3b5c"/>${title('PLINKO')}`;
}

function orchardStars(): string {
  const fruits =
    '<circle cx="112" cy="130" r="38" fill="#7b2d8b"/><path d="M112,92 q10,-22 28,-20" stroke="#3d6b22" stroke-width="6" fill="none"/>' +
    '<ellipse cx="290" cy="138" rx="34" ry="44" fill="#b8d335"/><path d="M290,94 q-4,-18 10,-26" stroke="#5b3a1a" stroke-width="6" fill="none"/>';
  return `${backdrop('g', '#e65c00', '#f9d423')}${fruits}${star(200, 108, 66, 28, '#fff6c2')}${star(200, 108, 44, 19, '#ffcf26')}${title('ORCHARD STARS', '#3b1600')}`;
}

function sunstoneWays(): string {
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * 2 * Math.PI;
    return `<path d="M${polar(200, 96, 58, a)} L${polar(200, 96, 92, a)}" stroke="#ffd86b" stroke-width="6" stroke-linecap="round"/>`;
  }).join('');
  return (
    `${backdrop('g', '#3d1f0b', '#b5651d')}${rays}<circle cx="200" cy="96" r="50" fill="#ffb300"/>` +
    `<polygon points="90,236 160,150 230,236" fill="#d9a441"/><polygon points="200,236 262,166 324,236" fill="#c48a2c"/>` +
    `${title('SUNSTONE WAYS')}`
  );
}

function mines(): string {
  const tiles: string[] = [];
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 5; c++) {
      const x = 120 + c * 34;
      const y = 40 + r * 34;
      const open = (r * 5 + c) % 3 === 0;
      tiles.push(`<rect x="${x}" y="${y}" width="30" height="30" rx="5" fill="${open ? '#0f2a3d' : '#2f5d7c'}"/>`);
      if (open && (r + c) % 2 === 0) {
        tiles.push(
          `<polygon points="${x + 15},${y + 5} ${x + 25},${y + 13} ${x + 15},${y + 26} ${x + 5},${y + 13}" fill="#3ee6a0"/>`,
        );
      }
    }
  }
  const mine =
    '<circle cx="273" cy="159" r="11" fill="#111"/><circle cx="269" cy="155" r="3" fill="#fff"/>' +
    '<line x1="273" y1="144" x2="273" y2="174" stroke="#111" stroke-width="3"/><line x1="258" y1="159" x2="288" y2="159" stroke="#111" stroke-width="3"/>';
  return `${backdrop('g', '#0a1a2a', '#1e3c58')}${tiles.join('')}${mine}${title('MINES')}`;
}

function card(x: number, y: number, rank: string, suit: string, color: string, rotate: number): string {
  return (
    `<g transform="rotate(${rotate} ${x + 50} ${y + 70})"><rect x="${x}" y="${y}" width="100" height="140" rx="10" ` +
    `fill="#fff" stroke="#d0d0d0" stroke-width="2"/><text x="${x + 12}" y="${y + 32}" font-family="Georgia, serif" ` +
    `font-size="28" font-weight="700" fill="${color}">${rank}</text><text x="${x + 50}" y="${y + 98}" ` +
    `text-anchor="middle" font-family="Georgia, serif" font-size="56" fill="${color}">${suit}</text></g>`
  );
}

function blackjack(): string {
  return (
    `${backdrop('g', '#0d5132', '#187a4a')}<ellipse cx="200" cy="250" rx="230" ry="70" fill="none" stroke="#e0b04a" stroke-width="3"/>` +
    `${card(112, 50, 'A', '♠', '#111', -10)}${card(190, 56, 'K', '♥', '#c0392b', 9)}${title('BLACKJACK')}`
  );
}

function crash(): string {
  // The curve e^(rate·t) rising from the bottom left, with a rocket's spark at its tip.
  const points = Array.from({ length: 25 }, (_, i) => {
    const x = 40 + i * 13;
    const y = 220 - 160 * ((Math.exp((i / 24) * 2.3) - 1) / (Math.exp(2.3) - 1));
    return `${x},${round(y)}`;
  });
  return (
    `${backdrop('g', '#1b1040', '#3b1d6e')}<path d="M40 220H372M40 220V40" stroke="#ffffff33" stroke-width="2"/>` +
    `<polyline points="${points.join(' ')}" fill="none" stroke="#ffb13b" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="352" cy="60" r="14" fill="#ffe08a"/><circle cx="352" cy="60" r="26" fill="#ffb13b44"/>` +
    `<text x="90" y="110" font-family="system-ui, sans-serif" font-size="46" font-weight="800" fill="#fff">2.47×</text>` +
    title('CRASH')
  );
}

const ART: Readonly<Record<StudioSessionGame, () => string>> = {
  crash,
  dice,
  roulette,
  plinko,
  'orchard-stars': orchardStars,
  'sunstone-ways': sunstoneWays,
  mines,
  blackjack,
};

/** The SVG document of a game's tile art. */
export function studioArt(game: StudioSessionGame): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">${ART[game]()}</svg>`;
}

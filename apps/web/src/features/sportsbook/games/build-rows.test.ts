import { describe, expect, it } from 'vitest';
import type { Game } from '../../feed';
import { buildRows, groupUpcoming } from './build-rows';

const NOW = 1_800_000_000_000;
const HOUR = 3_600_000;
const game = (I: number, inHours: number, LI = 1): Game => ({
  I,
  CI: I,
  O1: `Home ${I}`,
  O2: `Away ${I}`,
  SI: 1,
  LI,
  L: `Champ ${LI}`,
  S: (NOW + inHours * HOUR) / 1000,
});

describe('upcoming games', () => {
  it('fall into 0–2 h, 2–4 h and over 4 h groups, soonest first, a boundary counting for the earlier group', () => {
    const groups = groupUpcoming([game(1, 5), game(2, 2), game(3, 0.5), game(4, 4), game(5, 3)], NOW);
    expect([...groups].map(([group, games]) => [group, games.map((g) => g.I)])).toEqual([
      ['0-2h', [3, 2]],
      ['2-4h', [5, 4]],
      ['4h+', [1]],
    ]);
  });

  it('list under start-time headings with championship headings inside each', () => {
    const rows = buildRows([game(1, 1, 7), game(2, 6, 7), game(3, 1, 8)], 'time', NOW);
    expect(rows.map((r) => (r.kind === 'game' ? r.game.I : r.kind === 'champ' ? `c${r.champId}` : r.group))).toEqual([
      '0-2h',
      'c7',
      1,
      'c8',
      3,
      '4h+',
      'c7',
      2,
    ]);
  });

  it('list by championship in the feed order when not grouped by time', () => {
    const rows = buildRows([game(1, 1, 7), game(2, 6, 8), game(3, 1, 7)], 'champ', NOW);
    expect(rows.map((r) => r.key)).toEqual(['c1:7', 'c1:7g1', 'c1:7g3', 'c1:8', 'c1:8g2']);
  });
});

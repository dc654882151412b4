import { diceWinChance } from '@fairline/shared/casino/dice';
import { rouletteBetNumbers } from '@fairline/shared/casino/roulette';
import { ORCHARD_STARS } from '@fairline/shared/casino/slot-orchard-stars';
import { SUNSTONE_WAYS } from '@fairline/shared/casino/slot-sunstone-ways';
import { describe, expect, it } from 'vitest';
import { totalText } from './blackjack';
import { targetRange } from './dice';
import { ballPoints, bucketCentre, pinRow } from './plinko-geometry';
import { rouletteSpots } from './roulette-layout';
import { winningCells } from './slot-wins';

describe('roulette table', () => {
  const spots = rouletteSpots();
  it('offers every standard bet once, each one a bet the shared maths accepts', () => {
    const count = (kind: string) => spots.filter((s) => s.bet.kind === kind).length;
    expect(count('straight')).toBe(37);
    expect(count('split')).toBe(60); // 24 across, 33 down, 3 with zero
    expect(count('street')).toBe(14); // 12 rows and the two trios with zero
    expect(count('corner')).toBe(23); // 22 and 0-1-2-3
    expect(count('sixLine')).toBe(11);
    expect(count('dozen') + count('column')).toBe(6);
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high']) expect(count(kind)).toBe(1);
    expect(new Set(spots.map((s) => s.id)).size).toBe(spots.length);
    for (const spot of spots) expect(() => rouletteBetNumbers(spot.bet)).not.toThrow();
  });
});

describe('plinko board', () => {
  it('drops the ball onto a pin in every row and into the bucket its rights count', () => {
    const path = ['R', 'L', 'R', 'R', 'L', 'R', 'L', 'R'] as const;
    const points = ballPoints(path);
    expect(points).toHaveLength(path.length + 2);
    expect(points.at(-1)).toEqual(bucketCentre(8, 5));
    points.slice(1, -1).forEach((p, r) => {
      expect(pinRow(8, r).some((pin) => Math.abs(pin.x - p.x) < 1e-9)).toBe(true);
    });
  });
});

describe('dice target', () => {
  it('keeps the win chance within 0.01–98 % in both directions', () => {
    for (const direction of ['over', 'under'] as const) {
      const { min, max } = targetRange(direction);
      expect(() => diceWinChance({ target: min, direction })).not.toThrow();
      expect(() => diceWinChance({ target: max, direction })).not.toThrow();
    }
  });
});

describe('slot wins', () => {
  it('lights the run of a paying line and names the line', () => {
    const window = [
      ['L1', 'H1', 'L2'],
      ['L3', 'H1', 'L4'],
      ['L5', 'W', 'L1'],
      ['L2', 'L3', 'L4'],
      ['L1', 'L5', 'L2'],
    ];
    const { cells, lines } = winningCells(ORCHARD_STARS, window);
    expect(lines).toContain(0);
    expect([...cells]).toEqual(expect.arrayContaining(['0:1', '1:1', '2:1']));
    expect(cells.has('3:1')).toBe(false);
  });

  it('lights every cell of a ways chain and the scatters that pay', () => {
    const window = [
      ['H1', 'L1', 'S'],
      ['L2', 'H1', 'H1'],
      ['W', 'L3', 'S'],
      ['L4', 'L2', 'L3'],
      ['S', 'L1', 'L2'],
    ];
    const { cells } = winningCells(SUNSTONE_WAYS, window);
    expect([...cells].sort()).toEqual(['0:0', '0:2', '1:1', '1:2', '2:0', '2:2', '4:0'].sort());
  });
});

describe('blackjack totals', () => {
  it('shows both totals while an ace can still count 11', () => {
    expect(
      totalText([
        { rank: 0, suit: 0 },
        { rank: 5, suit: 1 },
      ]),
    ).toBe('7 / 17');
    expect(
      totalText([
        { rank: 0, suit: 0 },
        { rank: 12, suit: 1 },
      ]),
    ).toBe('21');
    expect(
      totalText([
        { rank: 9, suit: 0 },
        { rank: 5, suit: 1 },
      ]),
    ).toBe('16');
  });
});

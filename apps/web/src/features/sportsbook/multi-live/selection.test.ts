import { GameStatus } from '@fairline/shared/enums/game-status';
import { describe, expect, it } from 'vitest';
import {
  addGame,
  canAdd,
  dropFinished,
  initialSelection,
  isGameOver,
  MULTI_LIVE_MAX,
  normaliseSelection,
  parseAddParam,
  parseGamesQuery,
  removeGame,
  serialiseGames,
} from './selection';

describe('multi-live selection (issue 23 §5, ADR 0059)', () => {
  it('shows at most four games: a fifth is not added', () => {
    const four = [1, 2, 3, 4];
    expect(MULTI_LIVE_MAX).toBe(4);
    expect(addGame(four, 5)).toEqual(four);
    expect(canAdd(four)).toBe(false);
    expect(canAdd([1, 2, 3])).toBe(true);
    expect(addGame([1, 2, 3], 9)).toEqual([1, 2, 3, 9]);
  });

  it('keeps each game once, in the order chosen', () => {
    expect(addGame([7, 3], 7)).toEqual([7, 3]);
    expect(normaliseSelection([5, '5', 2, 5, 1])).toEqual([5, 2, 1]);
  });

  it('removing a game keeps the others in their places', () => {
    expect(removeGame([4, 8, 2], 8)).toEqual([4, 2]);
    expect(removeGame([4, 8, 2], 99)).toEqual([4, 8, 2]);
  });

  it('reads ?games= as well-formed ids, dropping junk, repeats and any past the fourth', () => {
    expect(parseGamesQuery('1,2,3')).toEqual([1, 2, 3]);
    expect(parseGamesQuery(' 12 ,abc,-4,0,12,3.5,1e3,7')).toEqual([12, 7]);
    expect(parseGamesQuery('1,2,3,4,5,6')).toEqual([1, 2, 3, 4]);
    expect(parseGamesQuery('99999999999999999999')).toEqual([]);
  });

  it('an absent or empty ?games= leaves the device selection in charge', () => {
    expect(parseGamesQuery(null)).toBeNull();
    expect(parseGamesQuery('')).toBeNull();
    expect(initialSelection(null, [3, 4])).toEqual([3, 4]);
    expect(initialSelection('9,8', [3, 4])).toEqual([9, 8]);
    expect(initialSelection(null, null)).toEqual([]);
    expect(initialSelection(null, ['x', 1, 1, {}, 2])).toEqual([1, 2]);
  });

  it('serialises a selection so that parsing gives it back', () => {
    const ids = [1073940496, 1087202720, 5];
    expect(serialiseGames(ids)).toBe('1073940496,1087202720,5');
    expect(parseGamesQuery(serialiseGames(ids))).toEqual(ids);
    expect(serialiseGames([])).toBe('');
  });

  it('drops finished games and keeps the rest in order', () => {
    const finished = new Set([2, 4]);
    expect(dropFinished([1, 2, 3, 4], (id) => finished.has(id))).toEqual({ kept: [1, 3], dropped: [2, 4] });
  });

  it('counts a game as over when settled, cancelled, refused or its clock reads Finished', () => {
    expect(isGameOver({})).toBe(false);
    expect(isGameOver({ status: GameStatus.Accepted, SC: { CPS: '2nd half' } })).toBe(false);
    expect(isGameOver({ status: GameStatus.Settled })).toBe(true);
    expect(isGameOver({ status: GameStatus.Cancelled })).toBe(true);
    expect(isGameOver({ status: GameStatus.NotAccepted })).toBe(true);
    expect(isGameOver({ SC: { CPS: 'Finished' } })).toBe(true);
  });

  it('reads the game page link ?add= as one id', () => {
    expect(parseAddParam('42')).toBe(42);
    expect(parseAddParam('x')).toBeUndefined();
    expect(parseAddParam(null)).toBeUndefined();
  });
});

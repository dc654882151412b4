import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseStatisticsPath,
  type StatisticsRoute,
  statisticsPath,
  statisticsPathError,
  statisticsWindowSize,
  WrongInputParamError,
} from './statistics-paths';

describe('statistics paths (spec: Statistics pages)', () => {
  it('starts with the language, then statisticpopup, then the kind and its segments in order', () => {
    expect(statisticsPath('en', { kind: 'game', sportId: 1, gameId: 42, tabName: 'h2h' })).toBe(
      '/en/statisticpopup/game/1/42/h2h',
    );
    expect(statisticsPath('ru', { kind: 'team', sportId: 3, teamId: 7 })).toBe('/ru/statisticpopup/team/3/7');
    expect(statisticsPath('ru', { kind: 'player', sportId: 3, playerId: 9 })).toBe('/ru/statisticpopup/player/3/9');
    expect(statisticsPath('ru', { kind: 'tournament', sportId: 1, tournamentId: 5, seasonId: 2026 })).toBe(
      '/ru/statisticpopup/tournament/1/5/2026',
    );
    expect(statisticsPath('ru', { kind: 'rating', sportId: 1, ratingId: 4 })).toBe('/ru/statisticpopup/rating/1/4');
    expect(statisticsPath('ru', { kind: 'horse', horseId: 11 })).toBe('/ru/statisticpopup/horse/11');
    expect(statisticsPath('ar', { kind: 'cyber', sportId: 85, tournId: 3, seasonId: 1 })).toBe(
      '/ar/statisticpopup/cyber/85/3/1',
    );
  });

  it('gives the game page the tab main and the sport 0 when they are not given', () => {
    expect(statisticsPath('en', { kind: 'game', gameId: 42 })).toBe('/en/statisticpopup/game/0/42/main');
    expect(statisticsPath('en', { kind: 'game', sportId: '', gameId: 42, tabName: '' })).toBe(
      '/en/statisticpopup/game/0/42/main',
    );
  });

  it('keeps 0 but drops other empty segments', () => {
    expect(statisticsPath('en', { kind: 'graph', gameId: 42, coefficientView: '' })).toBe(
      '/en/statisticpopup/graph/42',
    );
    expect(statisticsPath('en', { kind: 'graph', gameId: 42, coefficientView: 0 })).toBe(
      '/en/statisticpopup/graph/42/0',
    );
    expect(statisticsPath('en', { kind: 'tournament', sportId: 0, tournamentId: 5, seasonId: null })).toBe(
      '/en/statisticpopup/tournament/0/5',
    );
  });

  it('carries the stage table type in the query tt', () => {
    expect(statisticsPath('en', { kind: 'stage', sportId: 1, stageId: 8, tableType: 'home' })).toBe(
      '/en/statisticpopup/stage/1/8?tt=home',
    );
    expect(statisticsPath('en', { kind: 'stage', sportId: 1, stageId: 8 })).toBe('/en/statisticpopup/stage/1/8');
  });

  it('puts the embedded widget’s configurable prefix between the language and statisticpopup', () => {
    expect(statisticsPath('en', { kind: 'horse', horseId: 1 }, 'widget/stats')).toBe(
      '/en/widget/stats/statisticpopup/horse/1',
    );
  });

  it.each<[StatisticsRoute, string, string]>([
    [{ kind: 'game', gameId: '' }, 'gameId', 'Wrong input param gameId: '],
    [{ kind: 'team', sportId: 1, teamId: null }, 'teamId', 'Wrong input param teamId: '],
    [{ kind: 'player', playerId: undefined }, 'playerId', 'Wrong input param playerId: '],
    [{ kind: 'stage', stageId: ' ' }, 'stageId', 'Wrong input param stageId:  '],
    [{ kind: 'tournament', tournamentId: '' }, 'tournamentId', 'Wrong input param tournamentId: '],
    [{ kind: 'rating', ratingId: '' }, 'ratingId', 'Wrong input param ratingId: '],
    [{ kind: 'horse', horseId: '' }, 'horseId', 'Wrong input param horseId: '],
    [{ kind: 'graph', gameId: null }, 'gameId', 'Wrong input param gameId: '],
    [{ kind: 'cyber', sportId: 85, tournId: '' }, 'tournId', 'Wrong input param tournId: '],
  ])('an empty required id raises Wrong input param (%o)', (route, param, message) => {
    const error = (() => {
      try {
        statisticsPath('en', route);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(WrongInputParamError);
    expect((error as WrongInputParamError).param).toBe(param);
    expect((error as Error).message).toBe(message);
  });

  it('allows cyber statistics only for sports 85, 89 and 144, raising the same error otherwise', () => {
    for (const sportId of [85, 89, 144]) {
      expect(statisticsPath('en', { kind: 'cyber', sportId, tournId: 1 })).toBe(
        `/en/statisticpopup/cyber/${sportId}/1`,
      );
    }
    expect(() => statisticsPath('en', { kind: 'cyber', sportId: 1, tournId: 1 })).toThrow(
      'Wrong input param sportId: 1',
    );
    expect(() => statisticsPath('en', { kind: 'cyber', sportId: '', tournId: 1 })).toThrow(
      'Wrong input param sportId: ',
    );
  });

  it('reads a path back to the route it was built from, for any ids', () => {
    const id = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(id, id, fc.constantFrom('main', 'h2h', 'lineups'), (sportId, gameId, tabName) => {
        const path = statisticsPath('en', { kind: 'game', sportId, gameId, tabName });
        expect(parseStatisticsPath(path)).toEqual({
          kind: 'game',
          sportId: String(sportId),
          gameId: String(gameId),
          tabName,
        });
      }),
    );
    expect(parseStatisticsPath('/en/statisticpopup/stage/1/8?tt=away')).toEqual({
      kind: 'stage',
      sportId: '1',
      stageId: '8',
      tableType: 'away',
    });
  });

  it('reads unknown kinds and extra segments as no statistics path, and missing ids as the spec’s error', () => {
    expect(parseStatisticsPath('/en/statisticpopup/weather/1')).toBeUndefined();
    expect(parseStatisticsPath('/en/line/football')).toBeUndefined();
    expect(parseStatisticsPath('/en/statisticpopup/horse/1/2')).toBeUndefined();
    expect(() => parseStatisticsPath('/en/statisticpopup/horse')).toThrow('Wrong input param horseId: ');
    expect(() => parseStatisticsPath('/en/statisticpopup/cyber/1/2')).toThrow('Wrong input param sportId: 1');
  });
});

describe('the statistics window (spec: 1024 wide; 500, 780 or 984 high by screen height)', () => {
  it.each([
    [768, 500],
    [1000, 500],
    [1001, 780],
    [1200, 780],
    [1201, 984],
    [1440, 984],
  ])('a screen %i high opens it %i high', (screen, height) => {
    expect(statisticsWindowSize(screen)).toEqual({ width: 1024, height });
  });
});

describe('what the pages say about a path they cannot show (spec: Wrong input param [name]: value)', () => {
  it.each([
    ['/en/statisticpopup/game/1/12x', 'Wrong input param gameId: 12x'],
    ['/en/statisticpopup/game/1/12/nosuchtab', 'Wrong input param tabName: nosuchtab'],
    ['/en/statisticpopup/cyber/4046/7', 'Wrong input param sportId: 4046'],
    ['/en/statisticpopup/graph/12/9', 'Wrong input param coefficientView: 9'],
    ['/en/statisticpopup/stage/1/8?tt=sideways', 'Wrong input param tableType: sideways'],
    ['/en/statisticpopup/team/1', 'Wrong input param teamId: '],
    ['/en/statisticpopup/weather/1', 'Wrong input param kind: weather'],
  ])('%s → %s', (path, message) => {
    expect(statisticsPathError(path)?.message).toBe(message);
  });

  it('finds nothing wrong with a well-formed path, sport 0 included', () => {
    expect(statisticsPathError('/en/statisticpopup/game/0/12/lineups')).toBeNull();
    expect(statisticsPathError('/ar/statisticpopup/cyber/85/7/3')).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LiveScore } from '../../../trading/types';
import { columnsOf } from './columns';
import { compact, isEmptyWireValue } from './compact';
import { langOf } from './lang';
import { outcomeKey, wireOutcome } from './outcome';
import { scoreSignature, wireScore } from './score';
import { parseSubGameId, subGamesOf } from './sub-games';

describe('compact', () => {
  it.each([
    [0, true],
    [false, true],
    ['', true],
    [[], true],
    [{}, true],
    [undefined, true],
    [null, true],
    [1, false],
    [true, false],
    ['x', false],
    [[0], false],
    [{ a: 0 }, false],
  ])('treats %j as empty: %s', (v, empty) => {
    expect(isEmptyWireValue(v)).toBe(empty);
  });

  it('omits keys whose value is 0, false or empty and keeps the rest in order', () => {
    expect(compact({ I: 5, N: 0, B: false, L: '', E: [], SC: {}, O1: 'A', P: -0.5 })).toEqual({
      I: 5,
      O1: 'A',
      P: -0.5,
    });
  });

  it('never keeps an empty value, whatever the record', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.boolean(), fc.string(), fc.constant([]))),
        (r) => {
          expect(Object.values(compact(r)).some(isEmptyWireValue)).toBe(false);
        },
      ),
    );
  });
});

describe('wireOutcome', () => {
  it('leaves out P 0, B false and CV in decimal view', () => {
    expect(wireOutcome({ T: 7, G: 2, C: 1.9, P: 0, B: false }, 0)).toEqual({ T: 7, G: 2, C: 1.9 });
  });

  it('keeps a signed line, the blocked flag and the main-line mark', () => {
    expect(wireOutcome({ T: 7, G: 2, C: 1.9, P: -1.5, B: true, CE: 1 }, 0)).toEqual({
      T: 7,
      G: 2,
      C: 1.9,
      P: -1.5,
      B: true,
      CE: 1,
    });
  });

  it.each([
    [2, 2.5, '+150'],
    [2, 1.5, '-200'],
    [3, 1.85, '0.85'],
    [1, 2.5, '3/2'],
  ])('adds CV in format %i: %f → %s', (format, c, cv) => {
    expect(wireOutcome({ T: 1, G: 1, C: c }, format as 1 | 2 | 3).CV).toBe(cv);
  });

  it('keys an outcome by group, type and line, a line of 0 like none', () => {
    expect(outcomeKey({ G: 2, T: 7, P: 0 })).toBe(outcomeKey({ G: 2, T: 7 }));
    expect(outcomeKey({ G: 2, T: 7, P: -1 })).toBe('2:7:-1');
  });
});

describe('wireScore', () => {
  const sc: LiveScore = {
    FS: { S1: 0, S2: 2 },
    PS: [{ Key: 1, Value: { S1: 0, S2: 2, NF: '1st half' } }],
    CP: 1,
    CPS: '1st half',
    TS: 600,
    TP: 2700,
    BR: 0,
    I: '',
    SLS: '10 minutes',
    ST: [{ Key: 0, Value: [{ ID: 26, S1: 0, S2: 1, N: 'Yellow cards' }] }],
  };

  it('omits zero scores, the break flag in play and empty texts at every level', () => {
    expect(wireScore(sc)).toEqual({
      FS: { S2: 2 },
      PS: [{ Key: 1, Value: { S2: 2, NF: '1st half' } }],
      CP: 1,
      CPS: '1st half',
      TS: 600,
      TP: 2700,
      SLS: '10 minutes',
      ST: [{ Key: 0, Value: [{ ID: 26, S2: 1, N: 'Yellow cards' }] }],
    });
  });

  it('ignores the running clock in the change signature', () => {
    expect(scoreSignature({ ...sc, TS: 601 })).toBe(scoreSignature(sc));
    expect(scoreSignature({ ...sc, FS: { S1: 1, S2: 2 } })).not.toBe(scoreSignature(sc));
  });

  it('publishes the start and the end of a break as a change', () => {
    const halfTime: LiveScore = { ...sc, TS: 2820, CPS: 'Half time', I: 'Half time', BR: 2 };
    expect(wireScore(halfTime)).toMatchObject({ CPS: 'Half time', BR: 2, TP: 2700 });
    expect(scoreSignature(halfTime)).not.toBe(scoreSignature({ ...halfTime, BR: 0, CPS: '1st half', I: '' }));
  });
});

describe('columns', () => {
  it('lays a group out one column per outcome type in the group order', () => {
    const cols = columnsOf(17, [
      { T: 10, G: 17, C: 2, P: 2.5 },
      { T: 9, G: 17, C: 1.8, P: 2.5 },
      { T: 9, G: 17, C: 1.5, P: 1.5 },
    ]);
    expect(cols.map((c) => c.map((o) => o.T))).toEqual([[9, 9], [10]]);
  });

  it('lays correct scores out as home wins, draws and away wins', () => {
    const cols = columnsOf(136, [
      { T: 731, G: 136, C: 9, P: 0 },
      { T: 731, G: 136, C: 9, P: 1 },
      { T: 731, G: 136, C: 9, P: 0.002 },
      { T: 731, G: 136, C: 9, P: 2.001 },
    ]);
    expect(cols.map((c) => c.map((o) => o.P))).toEqual([[1, 2.001], [0], [0.002]]);
  });
});

describe('sub-games and languages', () => {
  it('gives football games a first-half sub-game whose id leads back to the game', () => {
    const [half] = subGamesOf(1_074_141_239, 1);
    expect(parseSubGameId(half?.id ?? 0)).toEqual({ gameId: 1_074_141_239, period: 1 });
    expect(subGamesOf(5, 4)).toEqual([]);
    expect(parseSubGameId(1_074_141_239)).toBeUndefined();
  });

  it.each([
    [undefined, 'ru'],
    ['ru', 'ru'],
    ['ru-RU', 'ru'],
    ['en', 'en'],
    ['de', 'en'],
    ['ar', 'ar'],
    ['ar-IQ', 'ar'],
    ['arn', 'en'],
  ])('reads lng %s as %s', (lng, lang) => {
    expect(langOf(lng)).toBe(lang);
  });
});

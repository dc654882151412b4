import { describe, expect, it } from 'vitest';
import { lineUpOf, PLAYER_ID_BASE, playerKey, SQUAD_RULES, scorersOf, squadOf, venueOf } from './squads';

const SEED = 20261122;
const club = { id: 321, sportId: 1, countryId: 1 };

describe('generated squads (ADR 0041)', () => {
  it('gives the same squad, line-up, scorers and venue for the same seed and team every time', () => {
    expect(squadOf(SEED, club)).toEqual(squadOf(SEED, club));
    expect(lineUpOf(SEED, club, 9001)).toEqual(lineUpOf(SEED, club, 9001));
    const lineUp = lineUpOf(SEED, club, 9001)!;
    expect(scorersOf(SEED, club, 9001, 3, lineUp)).toEqual(scorersOf(SEED, club, 9001, 3, lineUp));
    expect(venueOf(SEED, club, { en: 'X', ru: 'Х' })).toEqual(venueOf(SEED, club, { en: 'X', ru: 'Х' }));
    expect(squadOf(SEED + 1, club).map((p) => p.name.en)).not.toEqual(squadOf(SEED, club).map((p) => p.name.en));
  });

  it('sizes each sport’s squad and starting line-up by its rule, with unique names and shirt numbers', () => {
    for (const [sportId, rule] of Object.entries(SQUAD_RULES)) {
      const team = { id: 77, sportId: Number(sportId), countryId: 2 };
      const squad = squadOf(SEED, team);
      expect(squad.length, sportId).toBe(rule.size);
      expect(new Set(squad.map((p) => p.name.en)).size).toBe(squad.length);
      expect(new Set(squad.map((p) => p.number)).size).toBe(squad.length);
      const lineUp = lineUpOf(SEED, team, 5)!;
      expect(lineUp.starting.length).toBe(rule.starters.reduce((n, [, k]) => n + k, 0));
      expect(lineUp.starting.length + lineUp.bench.length).toBe(rule.size);
    }
    expect(squadOf(SEED, { id: 5, sportId: 4, countryId: 1 })).toEqual([]);
  });

  it('lines a football team up in its formation', () => {
    const lineUp = lineUpOf(SEED, club, 42)!;
    const [back, ...rest] = (lineUp.formation ?? '').split('-').map(Number);
    const count = (position: string) => lineUp.starting.filter((p) => p.position === position).length;
    expect(count('GK')).toBe(1);
    expect(count('DF')).toBe(back);
    expect(count('FW')).toBe(rest.at(-1));
    expect(count('MF')).toBe(10 - (back ?? 0) - (rest.at(-1) ?? 0));
  });

  it('credits exactly the team’s goals to its starters, never to the goalkeeper', () => {
    const lineUp = lineUpOf(SEED, club, 42)!;
    const scorers = scorersOf(SEED, club, 42, 4, lineUp);
    expect(scorers.length).toBe(4);
    const keeper = lineUp.starting.find((p) => p.position === 'GK')!;
    expect(scorers).not.toContain(keeper.id);
    expect(scorers.every((id) => lineUp.starting.some((p) => p.id === id))).toBe(true);
  });

  it('reads a player id back as its team and squad slot', () => {
    const player = squadOf(SEED, club)[6]!;
    expect(player.id).toBe(club.id * PLAYER_ID_BASE + 7);
    expect(playerKey(player.id)).toEqual({ teamId: club.id, slot: 7 });
    expect(playerKey(32100)).toBeUndefined();
  });
});

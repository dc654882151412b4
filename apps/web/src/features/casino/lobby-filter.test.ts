import type { LobbyGame } from '@fairline/shared/wire/casino-lobby';
import { describe, expect, it } from 'vitest';
import { categoryOfPath, filterGames, findGame, gamePath, searchable } from './lobby-filter';

const game = (provider: string, slug: string, name: string, category: LobbyGame['category']): LobbyGame => ({
  id: `${provider}:${slug}`,
  provider,
  slug,
  name,
  category,
  rtp: 0.97,
  has_demo: true,
  art_url: `/art/${slug}.svg`,
});

const games = [
  game('fairline-studio', 'orchard-stars', 'Orchard Stars', 'slots'),
  game('fairline-studio', 'sunstone-ways', 'Sunstone Ways', 'slots'),
  game('fairline-studio', 'roulette', 'European Roulette', 'table'),
  game('fairline-studio', 'dice', 'Dice', 'instant'),
  game('nova', 'dice', 'Dice Deluxe', 'instant'),
  game('nova', 'crash', 'Rocket Crash', 'crash'),
];
const names = { 'fairline-studio': 'Fairline Studio', nova: 'Nova Gaming' };
const ids = (list: LobbyGame[]) => list.map((g) => g.id);

describe('the lobby filter', () => {
  it('keeps the games of the chosen category and provider, in the catalogue order', () => {
    expect(ids(filterGames(games, { category: 'slots', provider: null, search: '' }))).toEqual([
      'fairline-studio:orchard-stars',
      'fairline-studio:sunstone-ways',
    ]);
    expect(ids(filterGames(games, { category: 'instant', provider: 'nova', search: '' }))).toEqual(['nova:dice']);
    expect(filterGames(games, { category: 'all', provider: null, search: '' })).toHaveLength(games.length);
  });

  it('searches every word at the start of a word of the name or the provider, ignoring case, accents and dashes', () => {
    expect(ids(filterGames(games, { category: 'all', provider: null, search: 'sun WAYS' }, names))).toEqual([
      'fairline-studio:sunstone-ways',
    ]);
    expect(ids(filterGames(games, { category: 'all', provider: null, search: 'nova' }, names))).toEqual([
      'nova:dice',
      'nova:crash',
    ]);
    expect(filterGames(games, { category: 'all', provider: null, search: 'oulette' }, names)).toEqual([]);
    expect(ids(filterGames(games, { category: 'all', provider: null, search: 'Rôulette' }, names))).toEqual([
      'fairline-studio:roulette',
    ]);
    expect(searchable('  Sunstone-Ways! ')).toBe('sunstone ways');
  });

  it('keeps hundreds of tiles fast to filter (1,000 games × a search under 20 ms)', () => {
    const many = Array.from({ length: 1000 }, (_, i) => game('nova', `g-${i}`, `Game ${i} Gold`, 'slots'));
    const start = performance.now();
    const found = filterGames(many, { category: 'slots', provider: 'nova', search: 'gold 99' }, names);
    expect(performance.now() - start).toBeLessThan(20);
    expect(found.map((g) => g.slug)).toEqual([
      'g-99',
      'g-990',
      'g-991',
      'g-992',
      'g-993',
      'g-994',
      'g-995',
      'g-996',
      'g-997',
      'g-998',
      'g-999',
    ]);
  });
});

describe('the casino paths', () => {
  it('gives slots /slots/<slug> and the other games /casino/game/<slug>, with the provider only when a slug is shared', () => {
    expect(gamePath('en', games[0] as LobbyGame, games)).toBe('/en/slots/orchard-stars');
    expect(gamePath('ar', games[2] as LobbyGame, games)).toBe('/ar/casino/game/roulette');
    expect(gamePath('en', games[4] as LobbyGame, games)).toBe('/en/casino/game/dice?provider=nova');
    expect(findGame(games, 'dice', 'nova')?.name).toBe('Dice Deluxe');
    expect(findGame(games, 'dice', null)?.provider).toBe('fairline-studio');
    expect(findGame(games, 'book-of-ra', null)).toBeUndefined();
  });

  it('reads the category from the page type: /slots, /live-casino (tables), /crash-games, and /casino?category=', () => {
    expect(categoryOfPath('/slots', null)).toBe('slots');
    expect(categoryOfPath('/live-casino', null)).toBe('table');
    expect(categoryOfPath('/crash-games', null)).toBe('crash');
    expect(categoryOfPath('/casino', 'instant')).toBe('instant');
    expect(categoryOfPath('/casino', 'nonsense')).toBe('all');
  });
});

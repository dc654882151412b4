import { describe, expect, it } from 'vitest';
import { menuModeOf } from './menu-mode';

describe('the sports menu follows the page', () => {
  it('shows Live on the live pages, a live game and the cyber live page', () => {
    for (const path of ['/en/live', '/en/live/football', '/en/live/football/12', '/en/live/game/7', '/ar/cyber/live']) {
      expect(menuModeOf(path).feed, path).toBe('live');
    }
  });

  it('shows Pre-match on the home, line pages, a line game and the betting home', () => {
    for (const path of ['/en', '/en/', '/en/line', '/en/line/football', '/en/line/game/7', '/en/sports', '/en/cyber']) {
      expect(menuModeOf(path).feed, path).toBe('line');
    }
  });

  it('does not take a sport or team slug containing "live" for the live feed', () => {
    expect(menuModeOf('/en/line/liverpool-cup').feed).toBe('line');
  });

  it('keeps to the cyber sports on the cyber pages only', () => {
    expect(menuModeOf('/en/cyber').cyber).toBe(true);
    expect(menuModeOf('/en/cyber/line').cyber).toBe(true);
    expect(menuModeOf('/en/live').cyber).toBe(false);
    expect(menuModeOf('/en/line/cyber-football').cyber).toBe(false);
  });
});

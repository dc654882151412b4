import { describe, expect, it } from 'vitest';
import { readLaunch, themeFromMessage } from './launch';

describe('readLaunch', () => {
  it('reads the game from the path and a real-money token and its player from the query', () => {
    expect(readLaunch('/studio/v1/dice', '?token=abc&user=42&lang=ru')).toEqual({
      game: 'dice',
      lang: 'ru',
      theme: null,
      auth: { kind: 'real', token: 'abc', user: '42' },
    });
    expect(readLaunch('/studio/v1/dice', '?token=abc').auth).toEqual({ kind: 'real', token: 'abc', user: null });
  });

  it('plays fun money when the launch says mode=demo, in the given currency', () => {
    const launch = readLaunch('/studio/v1/orchard-stars', '?mode=demo&lang=ar&currency=usd');
    expect(launch.auth).toEqual({ kind: 'demo', currency: 'USD' });
    expect(launch.lang).toBe('ar');
  });

  it('names no game for an unknown slug and falls back to English for an unknown language', () => {
    const launch = readLaunch('/studio/v1/keno', '?mode=demo&lang=xx');
    expect(launch.game).toBeNull();
    expect(launch.lang).toBe('en');
  });

  it('takes the theme the game page passes, or leaves it to the system', () => {
    expect(readLaunch('/studio/v1/mines', '?theme=dark').theme).toBe('dark');
    expect(readLaunch('/studio/v1/mines', '?theme=pink').theme).toBeNull();
  });
});

describe('themeFromMessage', () => {
  const parent = {};
  it('follows a theme switch the holding page posts', () => {
    expect(themeFromMessage({ source: parent as never, data: { type: 'fairline:theme', theme: 'dark' } }, parent)).toBe(
      'dark',
    );
  });
  it('ignores another window, another message type and an unknown theme', () => {
    const other = {};
    expect(themeFromMessage({ source: other as never, data: { type: 'fairline:theme', theme: 'dark' } }, parent)).toBe(
      null,
    );
    expect(
      themeFromMessage({ source: parent as never, data: { type: 'fairline:balance', theme: 'dark' } }, parent),
    ).toBe(null);
    expect(themeFromMessage({ source: parent as never, data: { type: 'fairline:theme', theme: 'pink' } }, parent)).toBe(
      null,
    );
    expect(themeFromMessage({ source: parent as never, data: 'fairline:theme' }, parent)).toBe(null);
  });
});

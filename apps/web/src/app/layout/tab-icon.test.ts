import { describe, expect, it } from 'vitest';
import { tabIconName } from './tab-icon';

describe('tabIconName', () => {
  it('picks the picture from the first segment of the link, whatever follows it', () => {
    expect(tabIconName({ link: '/line', section: null })).toBe('sports');
    expect(tabIconName({ link: '/live/football', section: null })).toBe('live');
    expect(tabIconName({ link: '/coupon', section: null })).toBe('coupon');
    expect(tabIconName({ link: '/information/information', section: null })).toBe('menu');
    expect(tabIconName({ link: '/cyber?tab=1', section: null })).toBe('cyber');
  });

  it('falls back to the configured section when the link names no known page', () => {
    expect(tabIconName({ link: '/games/lobby', section: 'casino' })).toBe('casino');
  });

  it('gives an unknown item the neutral picture rather than none', () => {
    expect(tabIconName({ link: 'https://example.org/help', section: null })).toBe('other');
  });
});

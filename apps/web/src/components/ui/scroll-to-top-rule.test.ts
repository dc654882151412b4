import { describe, expect, it } from 'vitest';
import { type ScrollSnapshot, shouldShowScrollTop } from './scroll-to-top-rule';

const viewportHeight = 800;
const documentHeight = 20_000;

describe('shouldShowScrollTop', () => {
  const table: Array<[string, Omit<ScrollSnapshot, 'viewportHeight' | 'documentHeight'>, boolean]> = [
    ['hidden below 4 screens while scrolling up', { scrollY: 3000, lastScrollY: 3100 }, false],
    ['hidden at exactly 4 screens', { scrollY: 3200, lastScrollY: 3300 }, false],
    ['shown past 4 screens while scrolling up', { scrollY: 3201, lastScrollY: 3300 }, true],
    ['hidden past 4 screens while scrolling down', { scrollY: 6000, lastScrollY: 5900 }, false],
    ['hidden past 4 screens when not moving', { scrollY: 6000, lastScrollY: 6000 }, false],
    // The bottom of the viewport is 1 viewport height from the end: near the bottom.
    ['hidden within one screen of the bottom', { scrollY: 18_400, lastScrollY: 18_500 }, false],
    ['shown just over one screen from the bottom', { scrollY: 18_399, lastScrollY: 18_500 }, true],
  ];

  it.each(table)('%s', (_, scroll, expected) => {
    expect(shouldShowScrollTop({ ...scroll, viewportHeight, documentHeight })).toBe(expected);
  });
});

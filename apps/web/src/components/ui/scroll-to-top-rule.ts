import { ScrollTopRule } from './ui-constants';

export interface ScrollSnapshot {
  scrollY: number;
  lastScrollY: number;
  viewportHeight: number;
  documentHeight: number;
}

/**
 * Spec: the scroll-to-top button shows only past 4 screen heights, while scrolling up and not near the bottom.
 * "Near the bottom" is within one viewport height of the document end, where the footer already offers a way out.
 */
export function shouldShowScrollTop({ scrollY, lastScrollY, viewportHeight, documentHeight }: ScrollSnapshot): boolean {
  const isPastMinimum = scrollY > ScrollTopRule.minScreens * viewportHeight;
  const isScrollingUp = scrollY < lastScrollY;
  const distanceToBottom = documentHeight - (scrollY + viewportHeight);
  const isNearBottom = distanceToBottom <= ScrollTopRule.bottomMarginScreens * viewportHeight;
  return isPastMinimum && isScrollingUp && !isNearBottom;
}

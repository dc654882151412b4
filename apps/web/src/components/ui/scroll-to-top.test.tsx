// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  act(() => vi.advanceTimersToNextFrame());
}

describe('<ScrollToTop/>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 20_000, configurable: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('appears when scrolling up far down the page and hides again when scrolling down', () => {
    render(<ScrollToTop />);
    const button = screen.getByTitle('Scroll to top');
    scrollTo(6000);
    expect(button.getAttribute('aria-hidden')).toBe('true');
    scrollTo(5000);
    expect(button.getAttribute('aria-hidden')).toBe('false');
    scrollTo(5500);
    expect(button.getAttribute('aria-hidden')).toBe('true');
  });

  it('scrolls the window to the top when pressed', () => {
    const scroll = vi.fn();
    window.scrollTo = scroll as typeof window.scrollTo;
    render(<ScrollToTop />);
    screen.getByTitle('Scroll to top').click();
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});

import { useEffect, useRef, useState } from 'react';
import { cx } from './cx';
import { Icon } from './icons';
import styles from './scroll-to-top.module.css';
import { shouldShowScrollTop } from './scroll-to-top-rule';

interface ScrollToTopProps {
  label?: string;
}

/** A floating button back to the top of the page, shown by `shouldShowScrollTop`. */
export function ScrollToTop({ label = 'Scroll to top' }: ScrollToTopProps) {
  const [isVisible, setIsVisible] = useState(false);
  const lastScrollY = useRef(0);

  useEffect(() => {
    lastScrollY.current = window.scrollY;
    let frame = 0;
    // One measurement per animation frame however many scroll events arrive in between.
    const measure = () => {
      frame = 0;
      const scrollY = window.scrollY;
      setIsVisible(
        shouldShowScrollTop({
          scrollY,
          lastScrollY: lastScrollY.current,
          viewportHeight: window.innerHeight,
          documentHeight: document.documentElement.scrollHeight,
        }),
      );
      lastScrollY.current = scrollY;
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const scrollUp = () => {
    const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: isReduced ? 'auto' : 'smooth' });
  };

  return (
    <button
      type="button"
      className={cx(styles.button, isVisible && styles.visible)}
      aria-label={label}
      title={label}
      aria-hidden={!isVisible}
      tabIndex={isVisible ? 0 : -1}
      onClick={scrollUp}
    >
      <Icon name="arrowUp" size={20} />
    </button>
  );
}

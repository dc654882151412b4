import { useEffect, useRef, useState } from 'react';

export type OddsDirection = 'up' | 'down';

/** How long the up/down mark stays after a price moves. */
export const ODDS_CHANGE_MS = 3000;

/** The direction of the latest price move, cleared `ODDS_CHANGE_MS` after it; the first price is no move. */
export function useOddsChange(price: number | undefined, enabled = true): OddsDirection | null {
  const previous = useRef(price);
  const [direction, setDirection] = useState<OddsDirection | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    if (!enabled || before === undefined || price === undefined || before === price) return;
    setDirection(price > before ? 'up' : 'down');
    const timer = setTimeout(() => setDirection(null), ODDS_CHANGE_MS);
    return () => clearTimeout(timer);
  }, [price, enabled]);

  return enabled ? direction : null;
}

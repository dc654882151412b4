import { useEffect, useState } from 'react';

/**
 * How many selections the bet slip holds, for the shell's phone bottom bar. The coupon store is
 * loaded on demand (it is not part of the first page's script), then followed as it changes.
 */
export function useCouponCount(enabled: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let unsubscribe = () => {};
    void import('./coupon-store').then(({ useCouponStore }) => {
      if (!live) return;
      setCount(useCouponStore.getState().selections.length);
      unsubscribe = useCouponStore.subscribe((state) => setCount(state.selections.length));
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [enabled]);
  return count;
}

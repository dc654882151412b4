import { useDeferredValue, useMemo } from 'react';

/**
 * A feed answer that live changes patch, for the list or page drawing it. A change in the query cache
 * re-renders its readers at once and in one task (`useSyncExternalStore`); through this value the
 * heavy part (rows, prices, markets) re-renders as a transition, which React slices into tasks of a
 * few milliseconds instead of one of 15–30 ms per batch on a phone (ADR 0026, "Stage 6").
 * `of` names what the value is (a query's key): a value of something else, or a first value, is used
 * at once, so a page never shows the previous game or list for a moment.
 */
export function useLiveValue<T>(value: T, of: string): T {
  const current = useMemo(() => ({ value, of }), [value, of]);
  const deferred = useDeferredValue(current);
  return deferred.of === of && deferred.value !== undefined ? deferred.value : value;
}

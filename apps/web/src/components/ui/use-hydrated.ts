// The page's hydration state, for components (lib/hydration.tsx).
export { useHydrated } from '../../lib/hydration';

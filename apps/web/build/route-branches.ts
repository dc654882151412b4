// React Router's `matchRoutes` flattens and ranks the whole route table on every call: once before the
// first render (`resolveRoutes`), again in every render of `useRoutes` — on the line page some 40 ms of
// the first screen's main thread each on this machine, 150 ms at Lighthouse's 4× (ADR 0026). The table
// is built once and never changes shape (a lazy route adds its `Component` or `element`, never
// children), so this keeps the ranked branches per table array.
import type { Plugin } from 'vite';

export const BRANCHES_LINE = 'let branches = precomputedBranches ?? flattenAndRankRoutes(routes);';

const CACHE = `
const flRankedBranches = new WeakMap();
function flCachedBranches(routes) {
  let branches = flRankedBranches.get(routes);
  if (!branches) {
    branches = flattenAndRankRoutes(routes);
    flRankedBranches.set(routes, branches);
  }
  return branches;
}
`;

/** The source of React Router's matcher with the ranked branches kept per route table; null if not it. */
export function cacheRouteBranches(code: string): string | null {
  if (!code.includes(BRANCHES_LINE)) return null;
  return code.replace(BRANCHES_LINE, 'let branches = precomputedBranches ?? flCachedBranches(routes);') + CACHE;
}

export function routeBranches(): Plugin {
  let applied = false;
  return {
    name: 'fl-route-branches',
    transform(code, id) {
      if (!id.includes('/node_modules/react-router/')) return null;
      const cached = cacheRouteBranches(code);
      if (cached === null) return null;
      applied = true;
      return { code: cached, map: null };
    },
    buildEnd() {
      // A React Router that no longer has the line: the build still works, only slower to start.
      if (!applied) this.warn(`React Router's matcher was not found (${BRANCHES_LINE}): branches are not cached`);
    },
  };
}

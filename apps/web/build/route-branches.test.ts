import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANCHES_LINE, cacheRouteBranches } from './route-branches';

describe('the ranked route branches kept per table (ADR 0026)', () => {
  it("finds React Router's matcher in the installed version", () => {
    const dir = join(__dirname, '../../../node_modules/react-router/dist/development');
    const sources = readdirSync(dir)
      .filter((f) => f.startsWith('chunk-') && f.endsWith('.mjs'))
      .map((f) => readFileSync(join(dir, f), 'utf8'));
    expect(sources.some((code) => code.includes(BRANCHES_LINE))).toBe(true);
  });

  it('flattens a table once however often it is matched, and each table apart', () => {
    const matcher = cacheRouteBranches(
      `function flattenAndRankRoutes(routes) { flattened++; return routes.map((r) => r.path); }
       function matchRoutesImpl(routes, precomputedBranches) { ${BRANCHES_LINE} return branches; }`,
    );
    expect(matcher).not.toBeNull();
    const match = new Function(
      `let flattened = 0; ${matcher}; return { match: matchRoutesImpl, count: () => flattened };`,
    )();
    const table = [{ path: 'a' }, { path: 'b' }];
    expect(match.match(table)).toEqual(['a', 'b']);
    expect(match.match(table)).toEqual(['a', 'b']);
    expect(match.count()).toBe(1);
    match.match([{ path: 'c' }]);
    expect(match.count()).toBe(2);
  });

  it('leaves other code alone', () => {
    expect(cacheRouteBranches('export const x = 1;')).toBeNull();
  });
});

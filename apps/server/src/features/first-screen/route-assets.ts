// The route's chunks, read from the web build's Vite manifest (build.manifest), so the browser
// fetches a page's code beside the entry instead of after it (preloaded with the entry once the
// page has painted: plugins/deferred-code.ts), and the page's styles arrive with the HTML (a
// server-rendered page is styled at its first paint).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { preloadMeta } from '../../plugins/deferred-code';
import { isCasinoLobby } from './casino-queries';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const SPORTSBOOK_LAYOUT = 'src/features/sportsbook/layout/sportsbook-layout.tsx';
const SPORTSBOOK_HOME = 'src/features/sportsbook/home/sportsbook-home.tsx';
const FEED_PAGE = 'src/features/sportsbook/games/feed-page.tsx';
const GAME_PAGE = 'src/features/sportsbook/game/game-page.tsx';
/** The live game's match centre, loaded with its route (apps/web/src/features/sportsbook/routes.tsx). */
const MATCH_CENTRE = 'src/features/match-tracker/match-centre.tsx';
/** The casino's page loaders and its lobby (apps/web/src/features/casino/routes.tsx, pages.ts). */
const CASINO_PAGES = 'src/features/casino/pages.ts';
const CASINO_LOBBY = 'src/features/casino/lobby-page.tsx';
/** The footer, on every page, whose code is not in the entry (apps/web/src/app/layout/footer-lazy.tsx). */
const FOOTER = 'src/app/layout/footer.tsx';
/** The consent banner, drawn (and so loaded before hydration) for a visitor who has not chosen yet. */
const CONSENT_BANNER = 'src/features/consent/cookie-banner.tsx';

/** The lazily loaded modules (manifest keys) that render a page path's first screen. */
export function routeModules(rest: readonly string[]): string[] {
  const [first, second] = rest;
  if (first === undefined || first === '') {
    return ['src/pages/home-page.tsx', 'src/features/sportsbook/home/home-events.tsx'];
  }
  if (first === 'information') return ['src/pages/information-page.tsx'];
  if (first === 'sports') return [SPORTSBOOK_LAYOUT, SPORTSBOOK_HOME];
  if (first === 'cyber') return [SPORTSBOOK_LAYOUT, second ? FEED_PAGE : SPORTSBOOK_HOME];
  if (first === 'live' && second === 'game') return [SPORTSBOOK_LAYOUT, GAME_PAGE, MATCH_CENTRE];
  if (first === 'line' || first === 'live') return [SPORTSBOOK_LAYOUT, second === 'game' ? GAME_PAGE : FEED_PAGE];
  if (isCasinoLobby(rest)) return [CASINO_PAGES, CASINO_LOBBY];
  return [];
}

/**
 * Tags for `<head>`: the route's stylesheets, and its chunks (not the entry's), the start's stages', the footer's and the
 * consent banner's when asked, as a `fl-preload` meta that is preloaded with the entry after the first paint.
 */
export function createRouteAssets(distDir: string) {
  const path = join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
  const inEntry = new Set<string>();
  collect('index.html', inEntry);
  // The entry's dynamic imports are the stages of its start (apps/web/src/main.tsx): every page's.
  const startStages = manifest['index.html']?.dynamicImports ?? [];
  const cache = new Map<string, string>();

  function collect(key: string, into: Set<string>) {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) collect(dep, into);
  }

  return (rest: readonly string[], opts: { consentBanner?: boolean } = {}): string => {
    const wanted = [...startStages, ...routeModules(rest), FOOTER, ...(opts.consentBanner ? [CONSENT_BANNER] : [])];
    const modules = wanted.filter((key) => manifest[key]);
    const cacheKey = modules.join('|');
    const hit = cache.get(cacheKey);
    if (hit !== undefined) return hit;
    const keys = new Set<string>(inEntry);
    for (const key of modules) collect(key, keys);
    const route = [...keys].filter((key) => !inEntry.has(key));
    const css = [...new Set(route.flatMap((key) => manifest[key]?.css ?? []))];
    const tags =
      css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('') +
      preloadMeta(route.map((key) => `/${manifest[key]?.file}`));
    cache.set(cacheKey, tags);
    return tags;
  };
}

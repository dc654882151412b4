// The casino lobby's first answers (`/:lang/casino` and its category pages), as the lobby's components
// ask for them (apps/web/src/features/casino: casino-api.ts, jackpot-live.ts; casino-tournaments'
// tournaments-api.ts), under the same TanStack Query keys: the catalogue, the jackpot's pools for the
// ticker and the tournaments for the rail's link, so the lobby is drawn at its final size (ADR 0026).
import type { CasinoLobby } from '@fairline/shared/wire/casino-lobby';
import type { FirstScreenQuery } from '@fairline/shared/wire/first-screen';

/** The casino's category pages that are its lobby (apps/web/src/features/casino/routes.tsx). */
export const CASINO_LOBBIES: ReadonlySet<string> = new Set(['casino', 'slots', 'live-casino', 'crash-games']);

/** Is the page (its path after the language) a lobby of the casino? */
export function isCasinoLobby(rest: readonly string[]): boolean {
  const [first, second] = rest;
  return (
    first !== undefined && CASINO_LOBBIES.has(first) && (rest.length === 1 || (rest.length === 2 && second === ''))
  );
}

/** A GET of one of our own routes for the page's request (brand and country); rejects unless 200. */
export type GetJson = (url: string) => Promise<unknown>;

/**
 * The lobby's first queries; one that fails is left out (the page fetches it as before). The casino
 * switched off here answers its pages 404, which are not asked for.
 */
export async function casinoQueries(getJson: GetJson, lang: string): Promise<FirstScreenQuery[]> {
  const q = `lang=${encodeURIComponent(lang)}`;
  const [lobby, jackpots, tournaments] = await Promise.allSettled([
    getJson(`/web-api/casino/v1/lobby?${q}`).then((a) => (a as { data: CasinoLobby }).data),
    getJson('/studio-api/v1/jackpots'),
    getJson(`/web-api/casino/v1/tournaments?${q}`).then(
      (a) => (a as { data: { tournaments: unknown[] } }).data.tournaments,
    ),
  ]);
  const queries: FirstScreenQuery[] = [];
  if (lobby.status === 'fulfilled') queries.push({ key: ['casino', 'lobby', lang], data: lobby.value });
  // The ticker shows only in an enabled lobby.
  if (jackpots.status === 'fulfilled' && lobby.status === 'fulfilled' && lobby.value.enabled) {
    queries.push({ key: ['casino', 'jackpots'], data: jackpots.value });
  }
  if (tournaments.status === 'fulfilled') queries.push({ key: ['casino-tournaments', lang], data: tournaments.value });
  return queries;
}

import type { TournamentAnswer, TournamentSummary } from '@fairline/shared/wire/casino-tournaments';
import { fetchParsed } from '../../lib/api';
import { http } from '../../lib/http';

const BASE = '/web-api/casino/v1/tournaments';

/** The answers' schemas, asked for with the call and awaited after it (`fetchParsed`: any failure throws). */
const tournamentSchemas = () => import('./tournament-schemas');

/** Query keys: per language, and per visitor for a tournament's page (it carries the player's own place). */
export const tournamentKeys = {
  list: (lang: string) => ['casino-tournaments', lang] as const,
  one: (id: number, lang: string, isAuth: boolean) => ['casino-tournaments', lang, id, isAuth] as const,
};

/** The brand's running, upcoming and recently finished tournaments, parsed: the answer is untrusted input. */
export async function fetchTournaments(lang: string): Promise<TournamentSummary[]> {
  const answer = await fetchParsed(
    tournamentSchemas,
    (s) => s.tournamentsAnswer,
    () => http.requestOrThrow<unknown>({ url: BASE, method: 'GET', params: { lang } }),
  );
  return answer.data.tournaments;
}

/** One tournament with its board and, signed in, the player's own standing. */
export async function fetchTournament(id: number, lang: string): Promise<TournamentAnswer['data']> {
  const answer = await fetchParsed(
    tournamentSchemas,
    (s) => s.tournamentAnswer,
    () => http.requestOrThrow<unknown>({ url: `${BASE}/${id}`, method: 'GET', params: { lang } }),
  );
  return answer.data;
}

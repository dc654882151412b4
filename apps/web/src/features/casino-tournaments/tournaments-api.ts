import type { TournamentAnswer, TournamentSummary } from '@fairline/shared/wire/casino-tournaments';
import { http } from '../../lib/http';

const BASE = '/web-api/casino/v1/tournaments';

const tournamentSchemas = () => import('./tournament-schemas');

/** Query keys: per language, and per visitor for a tournament's page (it carries the player's own place). */
export const tournamentKeys = {
  list: (lang: string) => ['casino-tournaments', lang] as const,
  one: (id: number, lang: string, isAuth: boolean) => ['casino-tournaments', lang, id, isAuth] as const,
};

/** The brand's running, upcoming and recently finished tournaments, parsed: the answer is untrusted input. */
export async function fetchTournaments(lang: string): Promise<TournamentSummary[]> {
  const schemas = tournamentSchemas();
  const answer = await http.requestOrThrow<unknown>({ url: BASE, method: 'GET', params: { lang } });
  return (await schemas).tournamentsAnswer.parse(answer).data.tournaments;
}

/** One tournament with its board and, signed in, the player's own standing. */
export async function fetchTournament(id: number, lang: string): Promise<TournamentAnswer['data']> {
  const schemas = tournamentSchemas();
  const answer = await http.requestOrThrow<unknown>({ url: `${BASE}/${id}`, method: 'GET', params: { lang } });
  return (await schemas).tournamentAnswer.parse(answer).data;
}

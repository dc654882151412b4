import {
  type TournamentAnswer,
  type TournamentSummary,
  tournamentAnswer,
  tournamentsAnswer,
} from '@fairline/shared/wire/casino-tournaments';
import { http } from '../../lib/http';

const BASE = '/web-api/casino/v1/tournaments';

/** Query keys: per language, and per visitor for a tournament's page (it carries the player's own place). */
export const tournamentKeys = {
  list: (lang: string) => ['casino-tournaments', lang] as const,
  one: (id: number, lang: string, isAuth: boolean) => ['casino-tournaments', lang, id, isAuth] as const,
};

/** The brand's running, upcoming and recently finished tournaments, parsed: the answer is untrusted input. */
export const fetchTournaments = (lang: string): Promise<TournamentSummary[]> =>
  http
    .requestOrThrow<unknown>({ url: BASE, method: 'GET', params: { lang } })
    .then((answer) => tournamentsAnswer.parse(answer).data.tournaments);

/** One tournament with its board and, signed in, the player's own standing. */
export const fetchTournament = (id: number, lang: string): Promise<TournamentAnswer['data']> =>
  http
    .requestOrThrow<unknown>({ url: `${BASE}/${id}`, method: 'GET', params: { lang } })
    .then((answer) => tournamentAnswer.parse(answer).data);

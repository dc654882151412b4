// The results call; its answer is parsed with the shared wire schema (untrusted input).
import { type ResultsAnswer, resultsAnswer } from '@fairline/shared/wire/results';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http';

export interface ResultsParams {
  /** Today (the server's) when absent. */
  date?: string | undefined;
  tz: number;
  lang: string;
  sport?: number | undefined;
  q?: string | undefined;
}

export const resultsQuery = (p: ResultsParams) =>
  queryOptions({
    queryKey: ['results', p.date ?? 'today', p.tz, p.lang, p.sport ?? 0, p.q ?? ''],
    queryFn: async (): Promise<ResultsAnswer['data']> => {
      const params: Record<string, string | number> = { tz: p.tz, lang: p.lang };
      if (p.date) params.date = p.date;
      if (p.sport) params.sport = p.sport;
      if (p.q) params.q = p.q;
      const answer = await http.requestOrThrow<unknown>({ url: '/web-api/results/v1/day', params });
      return resultsAnswer.parse(answer).data;
    },
    // Today's list grows as games end; earlier days never change.
    staleTime: 30_000,
    placeholderData: (previous) => previous,
    retry: false,
  });

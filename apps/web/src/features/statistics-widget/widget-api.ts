// The one statistics call the widget's odds block needs: where the game is now (line, live, finished),
// parsed with the shared schema (untrusted input). The odds come from the feed like every price.
import { gameStatus, serviceOk } from '@fairline/shared/wire/statistics';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http';

export const widgetGameStatusQuery = (gameId: number, lang: string) =>
  queryOptions({
    queryKey: ['statistics-widget', 'status', gameId, lang],
    queryFn: async () => {
      const answer = await http.requestOrThrow<unknown>({
        url: '/service-api/statisticfeed/api/v1/Status',
        params: { gameId, lang },
      });
      return serviceOk(gameStatus).parse(answer).Value;
    },
    staleTime: 30_000,
    retry: false,
  });

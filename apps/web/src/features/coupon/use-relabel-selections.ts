import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import { type Feed, type GameDetails, gameQuery, useFeedContext } from '../feed';
import { marketGroupKey } from '../markets';
import { useCouponStore } from './coupon-store';
import { LIVE_KIND, type Selection, selectionKey } from './coupon-types';
import { selectionLabels } from './odds-button';

const inOtherLanguage = (lang: string) => (s: Selection) => s.labels.lang !== lang;

/**
 * Names the slip's selections in the page's language: a selection keeps the names it was added with,
 * so after a language switch its game is read again from the feed (line or live, whichever still has
 * it) and the selection named from it as a price button would (an outcome's name needs only its type,
 * line and the teams). A game neither feed has any more keeps its names, its market named anew.
 */
export function useRelabelSelections() {
  const { lng, country } = useFeedContext();
  const { t, i18n } = useTranslation();
  // The page's language once its dictionary has arrived (the route names it a moment earlier).
  const lang = i18n.language === lng ? lng : '';
  const client = useQueryClient();
  const stale = useCouponStore((state) =>
    lang ? state.selections.filter(inOtherLanguage(lang)).map(selectionKey).join(' ') : '',
  );

  useEffect(() => {
    if (!stale) return;
    let live = true;
    const selections = useCouponStore.getState().selections.filter(inOtherLanguage(lang));
    const loadGame = async (gameId: number, first: Feed): Promise<GameDetails | undefined> => {
      for (const feed of [first, first === 'live' ? 'line' : 'live'] as const) {
        const game = await client.fetchQuery(gameQuery(feed, { lng, country }, gameId)).catch(() => undefined);
        if (game) return game;
      }
      return undefined;
    };
    for (const gameId of new Set(selections.map((s) => s.gameId))) {
      const ofGame = selections.filter((s) => s.gameId === gameId);
      void loadGame(gameId, ofGame[0]?.kind === LIVE_KIND ? 'live' : 'line').then((game) => {
        if (!live) return;
        const { relabel } = useCouponStore.getState();
        for (const s of ofGame) {
          const outcome = { T: s.type, G: s.group, C: s.coef, P: s.param };
          relabel(
            selectionKey(s),
            game ? selectionLabels(t, game, outcome, lang) : { ...s.labels, market: t(marketGroupKey(s.group)), lang },
          );
        }
      });
    }
    return () => {
      live = false;
    };
  }, [stale, lang, lng, country, t, client]);
}

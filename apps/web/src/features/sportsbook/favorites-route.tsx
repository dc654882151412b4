import { useEffect, useState } from 'react';
import type { FavoritesPageProps } from '../favorites';
import { GamesList } from './games/games-list';
import { useLiveUpdates } from './live/use-live-updates';

type Page = React.ComponentType<FavoritesPageProps>;

/** The favourites page (features/favorites) with the sportsbook's game rows and live subscription. */
export function FavoritesRoute() {
  const [Page, setPage] = useState<Page | null>(null);
  useEffect(() => {
    void import('../favorites').then(async (m) => {
      const loaded = await m.loadFavoritesPage();
      setPage(() => loaded);
    });
  }, []);
  return Page ? <Page GamesList={GamesList} useLiveUpdates={useLiveUpdates} /> : null;
}

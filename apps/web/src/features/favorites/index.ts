// Favourite games, championships and teams (issue 23, section 1; ADR 0035): the star the sportsbook puts
// on rows, headings and the game page, the sports menu's block, and the page (loaded on its own).
export { FavoriteStar } from './favorite-star';
export { FavoritesBlock } from './favorites-block';
export type { FavoritesPageProps } from './favorites-page';
export const loadFavoritesPage = () => import('./favorites-page').then((m) => m.FavoritesPage);

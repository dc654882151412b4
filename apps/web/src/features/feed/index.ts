export {
  expressDayQuery,
  type Feed,
  feedKeys,
  type Game,
  type GameDetails,
  type GamesFilter,
  gameQuery,
  gamesQuery,
  searchQuery,
  sportsQuery,
  topChampsQuery,
  topGamesQuery,
} from './feed-api';
export { useFeedContext } from './use-feed-context';

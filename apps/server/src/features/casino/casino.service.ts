// The public module of casino: what other features (the lobby, the back office) may use.
export type { CasinoGames } from './casino-games';
export { createGameSession, GAME_SESSION_TTL_MS, type GameSession, type NewGameSession } from './game-sessions';
export {
  type CasinoWeekResult,
  casinoStakesByCurrency,
  casinoWeekResults,
  playerCasinoWeekResults,
  type StakesByCurrency,
} from './player-wagering';
export {
  type CasinoProvider,
  type LaunchRequest,
  type ProviderAdapter,
  type ProviderGame,
  STUDIO_PROVIDER_ID,
} from './providers';
export {
  type ScoringCurrency,
  type TournamentScore,
  type TournamentScoring,
  tournamentScores,
} from './tournament-scores';
export { WALLET_PREFIX } from './wallet.routes';

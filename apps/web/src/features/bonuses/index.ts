// The office's bonuses (issue 22, ADR 0039): active bonuses with their wagering progress, the
// history and the refusal. The page loads on its own.
export { bonusKeys, fetchBonuses } from './bonuses-api';
export { freeBetTerms } from './free-bet-terms';
export { fetchFreeBets, freeBetKeys } from './free-bets-api';
export { bonusesRoutes } from './routes';

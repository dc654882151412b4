// The casino's lobby, game pages, verifier and game history (issue 21, section 3; ADR 0038). Only the
// route table is entered from the shell; every page loads on its own route.
export { casinoOfficeRoutes, casinoRoutes } from './routes';

// The office's casino VIP club (issue 21 §4, ADR 0067): the level screen and the weekly premium cashback
// screen. Both load on their own routes.
export { casinoVipRoutes } from './routes';

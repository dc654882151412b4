// Public surface of the trading engine for the feed, coupon and settlement layers.
export { COUNTRIES, SPORT, SPORTS } from './catalog/sports';
export { type Clock, type ClockSettings, createClock, ManualClock, WallClock } from './clock';
export { TradingEngine } from './engine';
export { G, MARKET_GROUPS, type MarketGroupInfo, scoreParam, T } from './pricing/groups';
export {
  applyMargin,
  DEFAULT_MARGIN_CONFIG,
  type MarginConfig,
  type MarginMethod,
  removeMargin,
} from './pricing/margin';
export type { ChangeReason, GameChange, GameFilter, OddsProvider } from './provider';
export { constIdOfGameId, LIVE_ID_OFFSET, liveIdOf } from './schedule/ids';
export type * from './types';

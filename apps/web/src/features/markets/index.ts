export { type MainColumns, mainColumns, pickMain } from './main-columns';
export { marketGroupKey, outcomeSpec } from './market-catalog';
export { type BettingView, toOddsFormat, useOddsSettings } from './odds-settings-store';
export { isolateLtr, MINUS, outcomeLabel, outcomeName, outcomeShort } from './outcome-label';
export { ODDS_CHANGE_MS, useOddsChange } from './use-odds-change';
export { useOddsFormat } from './use-odds-format';

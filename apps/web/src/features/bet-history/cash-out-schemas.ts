// The cash-out answers' schemas, in their own chunk: they load with the first quote asked for, not with
// the page (building them at the start cost the first screen's main thread: ADR 0026).
export { cashOutQuoteAnswer, saleBetAnswer } from '@fairline/shared/wire/cash-out';

// The schemas placing a bet reads its answers with, in their own chunk: built at the page's start they
// took ~40 ms of the first screen's main thread at 4× CPU (ADR 0026); they load with the first bet.
export { makeBetAnswer, makeBetMultiAnswer } from '@fairline/shared/wire/bets';
export { serviceError } from '@fairline/shared/wire/service-envelope';

// Test support of dev: the answers of the dev helpers, which only tests and browser tests read (so,
// unlike the product's payloads, their schemas are not in packages/shared; ADR 0019).
export { devClockAnswer } from './clock.routes';
export { outboxAnswer } from './outbox.routes';

import type { Registry } from 'prom-client';
import { scrapedCounter } from '../../plugins/metrics';
import { batchStats } from './bet-batcher';

/** Publishes the bet batchers' counts on /metrics. */
export function registerBetMetrics(registry: Registry) {
  scrapedCounter(registry, 'bet_batches_total', 'place_bets calls (batches of bets)', () => batchStats.batches);
  scrapedCounter(registry, 'bet_batched_bets_total', 'Bets sent in batches', () => batchStats.bets);
  scrapedCounter(
    registry,
    'bet_batch_fallbacks_total',
    'Batches that failed as a whole and went bet by bet',
    () => batchStats.fallbacks,
  );
}

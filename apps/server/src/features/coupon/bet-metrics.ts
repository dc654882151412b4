import { Counter, type Registry } from 'prom-client';
import { batchStats } from './bet-batcher';

/** Publishes the bet batchers' counts on /metrics (read at scrape time). */
export function registerBetMetrics(registry: Registry) {
  const counter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  counter('bet_batches_total', 'place_bets calls (batches of bets)', () => batchStats.batches);
  counter('bet_batched_bets_total', 'Bets sent in batches', () => batchStats.bets);
  counter(
    'bet_batch_fallbacks_total',
    'Batches that failed as a whole and went bet by bet',
    () => batchStats.fallbacks,
  );
}

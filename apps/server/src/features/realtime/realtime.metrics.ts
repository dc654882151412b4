import { Gauge, type Registry } from 'prom-client';
import { scrapedCounter } from '../../plugins/metrics';
import type { HubStats } from './hub-types';

/** Publishes the hub's numbers on /metrics; read at scrape time, so nothing is counted twice. */
export function registerRealtimeMetrics(registry: Registry, stats: () => HubStats) {
  const gauge = (name: string, help: string, read: (s: HubStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(stats()));
      },
    });
  const counter = (name: string, help: string, read: (s: HubStats) => number) =>
    scrapedCounter(registry, name, help, () => read(stats()));
  gauge('ws_clients', 'Open WebSocket connections', (s) => s.clients);
  gauge('ws_topics', 'Pub/sub topics this instance is subscribed to', (s) => s.topics);
  counter('ws_frames_sent_total', 'Batch frames sent', (s) => s.framesSent);
  counter(
    'ws_frames_encoded_total',
    'Batch frames built (clients watching the same topics share one)',
    (s) => s.framesEncoded,
  );
  gauge('ws_flush_window_ms', 'Current wait between two flushes', (s) => s.flushWindowMs);
  counter('ws_changes_sent_total', 'Changes delivered inside batch frames', (s) => s.changesSent);
  counter('ws_skipped_flushes_total', 'Flushes skipped because a client buffer was full', (s) => s.skippedFlushes);
  counter('ws_dropped_slow_clients_total', 'Clients closed as slow consumers (1013)', (s) => s.droppedSlowClients);
}

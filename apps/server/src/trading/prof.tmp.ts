import { TradingEngine } from './engine';
import { ManualClock } from './clock';
const t0 = Date.UTC(2026, 2, 14, 15, 0);
const e = new TradingEngine(42, new ManualClock(t0));
for (let i = 0; i < 3; i++) {
  const s = performance.now();
  const n = e.listGames(t0 + i * 1000, { kind: 'line' }).length;
  console.log('line', n, performance.now() - s);
}

// What placing a bet reads on every request but rarely changes, kept in memory per database so that a
// bet costs one round trip (place_bet, which also checks the session the request came with).
// - Risk limits: the whole table, reloaded at most every RISK_LIMITS_TTL_MS; an operator's change
//   reaches bets within that window (UpdateCoupon still reads the table on every call). Players' stake
//   factors (ADR 0053) are reloaded with them.
// - The user's active currency: place_bet refuses a bet priced in another currency than the active
//   one (FL412), and the caller then forgets the entry and prices again, so a stale entry costs a
//   retry, never a bet in the wrong currency.
import type { Database } from '../../infra/db';
import { activeCurrency } from './bet-queries';
import { loadAllRiskLimits, loadAllStakeFactors, type RiskLimitRow, withStakeFactor } from './risk-limits';

export const RISK_LIMITS_TTL_MS = 5_000;
const CURRENCY_TTL_MS = 60_000;
// A bound on memory, not a working-set size: past it the map starts over.
const MAX_USERS = 50_000;

interface Snapshot {
  global: RiskLimitRow[];
  byUser: Map<number, RiskLimitRow[]>;
  /** Players' stake factors other than 1 (ADR 0053), reloaded with the limits. */
  factors: Map<number, number>;
}

interface PlaceCache {
  limits?: { at: number; snapshot: Promise<Snapshot> };
  currencies: Map<number, { at: number; currencyId: number }>;
}

const caches = new WeakMap<Database, PlaceCache>();

function cacheOf(database: Database): PlaceCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = { currencies: new Map() };
    caches.set(database, cache);
  }
  return cache;
}

async function loadSnapshot(database: Database): Promise<Snapshot> {
  const [rows, factors] = await Promise.all([loadAllRiskLimits(database), loadAllStakeFactors(database)]);
  const snapshot: Snapshot = { global: [], byUser: new Map(), factors };
  for (const row of rows) {
    if (row.userId === null) {
      snapshot.global.push(row);
      continue;
    }
    const own = snapshot.byUser.get(row.userId);
    if (own) own.push(row);
    else snapshot.byUser.set(row.userId, [row]);
  }
  return snapshot;
}

/** The risk-limit rows that apply to a user (theirs and everyone's), at most RISK_LIMITS_TTL_MS old. */
export async function cachedRiskLimits(
  database: Database,
  userId: number,
  nowMs = Date.now(),
): Promise<RiskLimitRow[]> {
  const cache = cacheOf(database);
  if (!cache.limits || nowMs - cache.limits.at >= RISK_LIMITS_TTL_MS) {
    const snapshot = loadSnapshot(database);
    cache.limits = { at: nowMs, snapshot };
    // A failed load must not be served for the whole window.
    snapshot.catch(() => {
      if (cache.limits?.snapshot === snapshot) cache.limits = undefined;
    });
  }
  const { global, byUser, factors } = await cache.limits.snapshot;
  const own = byUser.get(userId);
  const rows = own ? [...own, ...global] : global;
  const factor = factors.get(userId);
  return factor === undefined ? rows : withStakeFactor(rows, factor);
}

/** The user's active currency, from memory when seen in the last minute. */
export async function cachedCurrency(database: Database, userId: number, nowMs = Date.now()): Promise<number> {
  const cache = cacheOf(database);
  const hit = cache.currencies.get(userId);
  if (hit && nowMs - hit.at < CURRENCY_TTL_MS) return hit.currencyId;
  const currencyId = await activeCurrency(database, userId);
  if (cache.currencies.size >= MAX_USERS) cache.currencies.clear();
  cache.currencies.set(userId, { at: nowMs, currencyId });
  return currencyId;
}

/** Drops the user's cached currency (place_bet found another active currency). */
export function forgetCurrency(database: Database, userId: number): void {
  caches.get(database)?.currencies.delete(userId);
}

// Casino tournaments' rules as pure functions (ADR 0065), shared so the page shows what the server pays.
import type { Currency } from '../lookups/currencies';

type Money = Pick<Currency, 'conversionCoefficient' | 'minorDigits'>;

/** One row of a prize table (the wire's `tournamentPrize`, typed here without zod). */
export interface PrizeRow {
  from: number;
  to: number;
  usd?: number | undefined;
  amounts?: Readonly<Record<string, number>> | undefined;
}

/** US dollars in a currency's minor units, rounded to whole units: the bonuses' conversion (ADR 0039). */
export function usdToMinor(usd: number, currency: Money): number {
  return Math.round(usd * currency.conversionCoefficient) * 10 ** currency.minorDigits;
}

/** The prize of `place` in a currency: its own amount when the table names one, else its USD converted; 0 for none. */
export function prizeOf(prizes: readonly PrizeRow[], place: number, currencyId: number, currency: Money): number {
  const row = prizes.find((p) => place >= p.from && place <= p.to);
  if (!row) return 0;
  const own = row.amounts?.[String(currencyId)];
  if (own !== undefined) return own;
  return row.usd !== undefined ? usdToMinor(row.usd, currency) : 0;
}

/** The last place a prize table pays. */
export function paidPlaces(prizes: readonly PrizeRow[]): number {
  return prizes.reduce((max, p) => Math.max(max, p.to), 0);
}

/** Where a tournament stands at `now` (ms): before its start, running, or over. */
export function tournamentPhase(startsAt: number, endsAt: number, now: number): 'upcoming' | 'running' | 'finished' {
  if (now < startsAt) return 'upcoming';
  return now < endsAt ? 'running' : 'finished';
}

/** A multiplier score (hundredths) as the page writes it: ×2.50. */
export function formatMultiplierScore(score: number): string {
  return `×${(score / 100).toFixed(2)}`;
}

import type { Database } from '../../infra/db';

/** An active promo code's effect: `percent` more on the winnings of the bet it is used on. */
export interface PromoBoost {
  code: string;
  percent: number;
}

/** The active, unexpired promo code, or undefined for an unknown one (refused by the caller). */
export async function findPromo(
  database: Pick<Database, 'query'>,
  code: string,
  at: Date,
): Promise<PromoBoost | undefined> {
  const [row] = await database.query<{ code: string; percent: unknown }>(
    `select code, percent from promo_codes where lower(code) = lower($1) and is_active and (expires_at is null or expires_at > $2)`,
    [code, at],
  );
  return row ? { code: row.code, percent: Number(row.percent) } : undefined;
}

/** A return with the promo boost: `percent` more on the winnings R − S when there are any, rounded down. */
export function withPromoBoost(stake: number, total: number, percent: number | null): number {
  if (!percent || total <= stake) return total;
  const hundredths = BigInt(Math.round(percent * 100));
  return total + Number((BigInt(total - stake) * hundredths) / 10_000n);
}

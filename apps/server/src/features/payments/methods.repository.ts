import type { PaymentDirection } from '@fairline/shared/wire/cashier-methods';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;

/** One row of the method table as it applies to a brand. */
export interface MethodRow {
  code: string;
  provider: string;
  logo: string;
  min: number;
  max: number;
}

/**
 * The methods a user's brand offers in a currency and direction, in the brand's order: the brand's
 * own rows, and the default rows (brand_id null) it has no row of its own for; disabled rows hide.
 */
export async function listBrandMethods(
  database: Query,
  userId: number,
  direction: PaymentDirection,
  currencyId: number,
): Promise<MethodRow[]> {
  const rows = await database.query<{
    code: string;
    provider: string;
    logo: string;
    min_amount: unknown;
    max_amount: unknown;
  }>(
    `with brand as (select brand_id from users where id = $1),
     chosen as (
       select distinct on (m.code) m.*
       from payment_methods m, brand b
       where m.direction = $2 and m.currency_id = $3 and (m.brand_id = b.brand_id or m.brand_id is null)
       order by m.code, m.brand_id is null
     )
     select code, provider, logo, min_amount, max_amount from chosen where enabled order by position, code`,
    [userId, direction, currencyId],
  );
  return rows.map((r) => ({
    code: r.code,
    provider: r.provider,
    logo: r.logo,
    min: asNumber(r.min_amount),
    max: asNumber(r.max_amount),
  }));
}

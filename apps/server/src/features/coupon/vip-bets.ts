import { countryByIso } from '@fairline/shared/lookups/countries';
import type { Database } from '../../infra/db';
import type { ResolvedSite } from '../config/config.service';
import { asNumber } from '../wallet/sql-values';
import type { CouponInput } from './coupon-input';

/** VIP bets (a stake above the maximum sent to the operator) are allowed per country by the brand. */
export function isVipAllowed(site: ResolvedSite, userCountryIso: string | undefined): boolean {
  const countryId = userCountryIso ? countryByIso(userCountryIso)?.id : undefined;
  return countryId !== undefined && site.settings.betting.vipBetCountries.includes(countryId);
}

/** Records a VIP bet request (status awaiting) once per betGuid; answers its id. */
export async function requestVipBet(
  database: Pick<Database, 'query'>,
  userId: number,
  guid: string,
  stake: number,
  coupon: CouponInput,
): Promise<number> {
  const [row] = await database.query<{ id: unknown }>(
    `with inserted as (
       insert into vip_bet_requests (user_id, bet_guid, stake, coupon) values ($1, $2, $3, $4)
       on conflict (user_id, bet_guid) do nothing returning id)
     select id from inserted union all select id from vip_bet_requests where user_id = $1 and bet_guid = $2 limit 1`,
    [userId, guid, stake, JSON.stringify(coupon)],
  );
  return asNumber(row?.id);
}

// The back office's view of one player's referrals (ADR 0061 "Fraud checks"): who referred them and what
// the binding saw, how many they referred, and the swept periods on either side with held reasons.
import type { PlayerReferralsAnswer, ReferralPeriod } from '@fairline/shared/wire/backoffice-referrals';
import type { Database } from '../../infra/db';
import { asNumber } from '../../infra/sql-values';

type Query = Pick<Database, 'query'>;
const PERIODS_SHOWN = 200;

export async function playerReferrals(database: Query, userId: number): Promise<PlayerReferralsAnswer> {
  const [[bound], [counted], periods] = await Promise.all([
    database.query<Record<string, unknown>>(
      'select referrer_id, created_at, bind_ip, same_browser from referrals where referred_id = $1',
      [userId],
    ),
    database.query<{ n: unknown }>('select count(*) as n from referrals where referrer_id = $1', [userId]),
    database.query<Record<string, unknown>>(
      `select referrer_id, referred_id, to_char(period, 'YYYY-MM-DD') as period, currency_id, revenue, amount,
         tx_id, hold_reasons, released_at
       from referral_commissions where referrer_id = $1 or referred_id = $1
       order by period desc, referrer_id, referred_id limit ${PERIODS_SHOWN}`,
      [userId],
    ),
  ]);
  return {
    referred_by: bound
      ? {
          referrer_id: asNumber(bound.referrer_id),
          bound_at: new Date(bound.created_at as string).toISOString(),
          bind_ip: (bound.bind_ip as string | null) ?? null,
          same_browser: bound.same_browser === true,
        }
      : null,
    referred_players: asNumber(counted?.n),
    periods: periods.map((r) => {
      const reasons = (r.hold_reasons as ReferralPeriod['reasons'] | null) ?? [];
      return {
        role: asNumber(r.referrer_id) === userId ? 'referrer' : 'referred',
        referrer_id: asNumber(r.referrer_id),
        referred_id: asNumber(r.referred_id),
        period: String(r.period),
        currency_id: Number(r.currency_id),
        revenue_minor: asNumber(r.revenue),
        commission_minor: asNumber(r.amount),
        status: r.tx_id != null ? 'paid' : reasons.length > 0 ? 'held' : 'none',
        reasons,
        released_at: r.released_at ? new Date(r.released_at as string).toISOString() : null,
      };
    }),
  };
}

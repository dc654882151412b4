import type { VipBetsAnswer } from '@fairline/shared/wire/vip-bets';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { useAccountSession } from '../auth';
import { moneyKeys } from '../wallet';

/** The player's VIP bet requests, newest first (GET /web-api/officeapi/vipbets). */
export const fetchVipBets = () =>
  http.requestOrThrow<VipBetsAnswer>({ url: '/web-api/officeapi/vipbets', method: 'GET', params: { limit: 20 } });

/**
 * The requests under the bets prefix, so that a new request, a placed bet and the player's channel
 * (a request expired or was decided) all refresh them.
 */
export function useVipBets() {
  const isUser = useAccountSession((s) => s.status === 'user');
  return useQuery({ queryKey: [...moneyKeys.bets, 'vip'], queryFn: fetchVipBets, enabled: isUser });
}

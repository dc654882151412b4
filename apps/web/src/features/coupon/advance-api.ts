import { http } from '../../lib/http';
import type { BetRequest } from './coupon-request';

/** The `Value` of GetAvance: the advance available for this coupon and what the player already owes. */
export interface AdvanceOffer {
  Summ: number;
  Available: boolean;
  Outstanding?: number;
}

/** The advance the server would lend for this coupon now (amounts in the active currency). */
export async function fetchAdvance(request: BetRequest): Promise<AdvanceOffer> {
  const answer = await http.requestOrThrow<{ Success: boolean; Value: AdvanceOffer | null }>({
    url: '/service-api/LiveBet/Open/GetAvance',
    method: 'POST',
    params: { couponEvents: request.Events, summ: request.Summ, vid: request.Vid },
  });
  return answer.Success && answer.Value ? answer.Value : { Summ: 0, Available: false };
}

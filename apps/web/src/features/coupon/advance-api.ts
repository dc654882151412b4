import type { AdvanceOffer } from '@fairline/shared/wire/coupon';
import { http } from '../../lib/http';
import type { BetRequest } from './coupon-request';

const NONE: AdvanceOffer = { Summ: 0, Available: false, Outstanding: 0 };

/** The advance the server would lend for this coupon now (amounts in the active currency); none when unreadable. */
export async function fetchAdvance(request: BetRequest): Promise<AdvanceOffer> {
  const schemas = import('./coupon-schemas').catch(() => undefined);
  const answer = await http.requestOrThrow<unknown>({
    url: '/service-api/LiveBet/Open/GetAvance',
    method: 'POST',
    params: { couponEvents: request.Events, summ: request.Summ, vid: request.Vid },
  });
  const offer = (await schemas)?.getAvanceAnswer.safeParse(answer).data;
  return offer?.Success ? offer.Value : NONE;
}

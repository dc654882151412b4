import type { AdvanceOffer } from '@fairline/shared/wire/coupon';
import { fetchParsedOrNone } from '../../lib/api';
import { http } from '../../lib/http';
import type { BetRequest } from './coupon-request';

const NONE: AdvanceOffer = { Summ: 0, Available: false, Outstanding: 0 };

/** The advance the server would lend for this coupon now (amounts in the active currency); none when unreadable. */
export async function fetchAdvance(request: BetRequest): Promise<AdvanceOffer> {
  // A failed call is the query's error; schemas that did not load or an answer that does not match: none.
  const offer = await fetchParsedOrNone(
    () => import('./coupon-schemas'),
    (s) => s.getAvanceAnswer,
    () =>
      http.requestOrThrow<unknown>({
        url: '/service-api/LiveBet/Open/GetAvance',
        method: 'POST',
        params: { couponEvents: request.Events, summ: request.Summ, vid: request.Vid },
      }),
  );
  return offer?.Success ? offer.Value : NONE;
}

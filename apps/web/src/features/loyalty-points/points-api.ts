import {
  type PointsHistoryAnswer,
  type PointsRedeemAnswer,
  type PointsShopAnswer,
  pointsHistoryAnswer,
  pointsRedeemAnswer,
  pointsShopAnswer,
} from '@fairline/shared/wire/loyalty-points';
import { http } from '../../lib/http';

const POINTS = '/web-api/officeapi/points';

export const pointsKeys = {
  all: ['loyalty-points'] as const,
  shop: (lang: string) => ['loyalty-points', 'shop', lang] as const,
  history: ['loyalty-points', 'history'] as const,
};

/** The shop in the player's currency, parsed: the answer is untrusted input. */
export const fetchPointsShop = (lang: string): Promise<PointsShopAnswer['data']> =>
  http
    .requestOrThrow<unknown>({ url: `${POINTS}/shop`, method: 'GET', params: { lang }, noCache: true })
    .then((answer) => pointsShopAnswer.parse(answer).data);

/** The first page of the player's earning and spending. */
export const fetchPointsHistory = (): Promise<PointsHistoryAnswer['data']> =>
  http
    .requestOrThrow<unknown>({ url: `${POINTS}/history`, method: 'GET', params: { page: 1 }, noCache: true })
    .then((answer) => pointsHistoryAnswer.parse(answer).data);

/** Spends points on an item; `key` is made once per click so a retry answers the first redemption. */
export const redeemPoints = (item: string, key: string): Promise<PointsRedeemAnswer['data']> =>
  http
    .requestOrThrow<unknown>({ url: `${POINTS}/redeem`, method: 'POST', params: { item, idempotency_key: key } })
    .then((answer) => pointsRedeemAnswer.parse(answer).data);

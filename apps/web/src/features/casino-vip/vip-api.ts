import {
  type CashbackAnswer,
  cashbackAnswer,
  type VipStatusAnswer,
  vipStatusAnswer,
} from '@fairline/shared/wire/casino-vip';
import { http } from '../../lib/http';

const CASINO = '/web-api/officeapi/casino';

export const vipKeys = {
  status: ['casino-vip', 'status'] as const,
  cashback: ['casino-vip', 'cashback'] as const,
};

/** The player's level and the levels table, parsed: the answer is untrusted input. */
export const fetchVipStatus = (): Promise<VipStatusAnswer['data']> =>
  http
    .requestOrThrow<unknown>({ url: `${CASINO}/vip`, method: 'GET', noCache: true })
    .then((answer) => vipStatusAnswer.parse(answer).data);

/** The running week and the recorded weeks of premium cashback. */
export const fetchCashback = (): Promise<CashbackAnswer['data']> =>
  http
    .requestOrThrow<unknown>({ url: `${CASINO}/cashback`, method: 'GET', noCache: true })
    .then((answer) => cashbackAnswer.parse(answer).data);

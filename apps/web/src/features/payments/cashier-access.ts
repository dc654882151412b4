// Whether the player may deposit or withdraw now (getrechargedata / getdeducedata), asked when the
// cashier opens, so a paused account reads so before the player fills in a form.
import { cashierData } from '@fairline/shared/wire/cashier';
import { useQuery } from '@tanstack/react-query';
import { formFailureOf } from '../../lib/form-failure';
import { http } from '../../lib/http';
import { moneyKeys } from '../wallet';

export type CashierKind = 'deposit' | 'withdrawal';

/** `blocked`: the calls would be refused; `needVerify`: a withdrawal waits for a confirmed e-mail or phone. */
export interface CashierAccess {
  blocked: boolean;
  needVerify: boolean;
}

const URL: Record<CashierKind, string> = {
  deposit: '/web-api/officeapi/getrechargedata',
  withdrawal: '/web-api/officeapi/getdeducedata',
};

/** The cashier's answer; a withdrawal freeze comes as 403 `blocked`. */
export async function fetchCashierAccess(kind: CashierKind): Promise<CashierAccess> {
  const result = await http.request<unknown>({ url: URL[kind], noCache: true });
  if (!result.error) {
    const data = cashierData.parse(result.data);
    return { blocked: data.blocked, needVerify: data.needVerify };
  }
  if (formFailureOf(result.error).status === 403) return { blocked: true, needVerify: false };
  throw result.error;
}

/** The access for one side of the cashier; undefined while it loads or when it could not be read. */
export function useCashierAccess(kind: CashierKind): CashierAccess | undefined {
  return useQuery({ queryKey: [...moneyKeys.payments, 'access', kind], queryFn: () => fetchCashierAccess(kind) }).data;
}

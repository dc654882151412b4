import { useQuery } from '@tanstack/react-query';
import { useAccountSession } from '../auth';
import { type AccountRecord, fetchBalance, moneyKeys } from './balance-api';

/** The player's accounts; loaded only while someone is logged in, refreshed by the live channel. */
export function useBalance() {
  const isUser = useAccountSession((s) => s.status === 'user');
  const query = useQuery({ queryKey: moneyKeys.balance, queryFn: fetchBalance, enabled: isUser, staleTime: 30_000 });
  const accounts = query.data?.accounts ?? [];
  const active: AccountRecord | undefined = accounts.find((a) => a.isActive) ?? accounts[0];
  return { ...query, accounts, bonuses: query.data?.bonuses ?? [], active };
}

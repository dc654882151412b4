import type { StaffMe } from '@fairline/shared/wire/backoffice';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export const meQuery = {
  queryKey: ['me'],
  queryFn: () => api<StaffMe>('/me'),
  retry: false,
  staleTime: 60_000,
} as const;

/** The signed-in staff member (undefined while loading, null when signed out). */
export function useMe(): StaffMe | null | undefined {
  const q = useQuery(meQuery);
  if (q.isPending) return undefined;
  return q.data ?? null;
}

export const may = (me: StaffMe | null | undefined, permission: string) =>
  me?.permissions.includes(permission) ?? false;

import { useQuery } from '@tanstack/react-query';
import type { FormField } from './form-field';

/** A registration type's form as the fields call answers it. */
export interface RegistrationFields {
  fields: FormField[];
  relationFields: FormField[];
}

export type RegistrationFieldsLoader = (type: string) => Promise<RegistrationFields>;

/** Fields per registration type, kept for the page's life once loaded (spec: not fetched again). */
export const registrationFieldsCache = new Map<string, RegistrationFields>();

/** The type's fields from the cache, else loaded once and cached; a failed load is not cached. */
export async function getRegistrationFields(
  type: string,
  loader: RegistrationFieldsLoader,
): Promise<RegistrationFields> {
  const cached = registrationFieldsCache.get(type);
  if (cached) return cached;
  const loaded = await loader(type);
  registrationFieldsCache.set(type, loaded);
  return loaded;
}

/** The registration type's fields; loaded on first use only and never refetched. */
export function useRegistrationFields(type: string, loader: RegistrationFieldsLoader) {
  return useQuery({
    queryKey: ['registration-fields', type],
    queryFn: () => getRegistrationFields(type, loader),
    initialData: () => registrationFieldsCache.get(type),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

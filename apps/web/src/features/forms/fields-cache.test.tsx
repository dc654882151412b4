// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getRegistrationFields,
  type RegistrationFields,
  registrationFieldsCache,
  useRegistrationFields,
} from './fields-cache';

afterEach(() => {
  cleanup();
  registrationFieldsCache.clear();
});

const fastReg: RegistrationFields = {
  fields: [{ id: 'currency_id', name: 'currency_id', type: 'select' }],
  relationFields: [],
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('registration fields cache', () => {
  it('loads a type once and serves it from the cache afterwards, even to a new query client', async () => {
    const loader = vi.fn(async () => fastReg);
    const first = renderHook(() => useRegistrationFields('fast_reg', loader), { wrapper });
    await waitFor(() => expect(first.result.current.data).toBe(fastReg));
    const second = renderHook(() => useRegistrationFields('fast_reg', loader), { wrapper });
    expect(second.result.current.data).toBe(fastReg);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('fast_reg');
  });

  it('keeps each registration type apart', async () => {
    const loader = vi.fn(async (type: string) => ({
      ...fastReg,
      fields: [{ id: type, name: type, type: 'input' as const }],
    }));
    expect((await getRegistrationFields('phone_reg', loader)).fields[0]?.name).toBe('phone_reg');
    expect((await getRegistrationFields('full_reg', loader)).fields[0]?.name).toBe('full_reg');
    await getRegistrationFields('phone_reg', loader);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('does not cache a failed load, so the next attempt loads again', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(fastReg);
    await expect(getRegistrationFields('soc_reg', loader)).rejects.toThrow('offline');
    expect(registrationFieldsCache.has('soc_reg')).toBe(false);
    expect(await getRegistrationFields('soc_reg', loader)).toBe(fastReg);
  });
});

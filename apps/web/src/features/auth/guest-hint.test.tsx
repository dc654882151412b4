// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GuestHint, useSessionStatus } from './guest-hint';
import { useAccountSession } from './session-store';

const withHint =
  (guest: boolean) =>
  ({ children }: { children: ReactNode }) => <GuestHint guest={guest}>{children}</GuestHint>;

afterEach(() => useAccountSession.setState({ status: 'unknown', user: null }));

describe("the session status with the server's guest hint (a request without a session cookie)", () => {
  it('is a guest from the first render while the session is unknown, and the answer still decides', () => {
    const { result } = renderHook(() => useSessionStatus(), { wrapper: withHint(true) });
    expect(result.current).toBe('guest');
    act(() => useAccountSession.setState({ status: 'user' }));
    expect(result.current).toBe('user');
  });

  it('stays unknown without the hint until the session answers', () => {
    const { result } = renderHook(() => useSessionStatus(), { wrapper: withHint(false) });
    expect(result.current).toBe('unknown');
    act(() => useAccountSession.setState({ status: 'guest' }));
    expect(result.current).toBe('guest');
  });
});

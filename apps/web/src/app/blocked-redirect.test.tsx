// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../lib/http';
import { scriptFetch } from '../test/accounts-test-utils';
import { renderAt } from '../test/layout-test-utils';
import { blockedSocialReturn, useBlockedRedirect } from './blocked-redirect';

function Guarded() {
  useBlockedRedirect();
  return null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('blocked visitors are routed to the block page', () => {
  it('opens the block page when a login is refused because the account is blocked', async () => {
    scriptFetch({
      'POST /web-api/user/auth': {
        status: 403,
        body: { message: 'The account is blocked', error_code: 'account_blocked', validation_errors: {} },
      },
    });
    renderAt(<Guarded />, { path: '/en/line' });
    await act(() => http.request({ url: '/web-api/user/auth', method: 'POST', params: { login: 'a', password: 'b' } }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/block'));
  });

  it('stays put on any other refusal', async () => {
    scriptFetch({
      'POST /web-api/user/auth': { status: 403, body: { message: 'No', error_code: 'csrf', validation_errors: {} } },
    });
    renderAt(<Guarded />, { path: '/en/line' });
    await act(() => http.request({ url: '/web-api/user/auth', method: 'POST', params: {} }));
    expect(screen.getByTestId('where').textContent).toBe('/en/line');
  });

  it('sends a social login refused for a blocked account to the block page of the language', () => {
    expect(blockedSocialReturn('#socauth_error=account_blocked', 'ar')).toBe('/ar/block');
    expect(blockedSocialReturn('#socauth_error=access_denied', 'ar')).toBeNull();
    expect(blockedSocialReturn('', 'ar')).toBeNull();
  });
});

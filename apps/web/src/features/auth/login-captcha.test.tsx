// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { modalStore, registerModal } from '../../components/ui';
import { translator } from '../../lib/i18n';
import { type Call, renderWithSite, scriptFetch } from '../../test/accounts-test-utils';
import { LOGIN_MODAL, LoginModal } from './login-modal';

// After repeated failures the server asks the login for a captcha; the form gets one and sends the
// same login again, without the player doing anything but solving what the provider shows.

const USER = {
  data: {
    type: 'user',
    id: '1000001',
    attributes: { user_id: 1000001, email: 'a@b.co', phone: null, email_verified: true, two_factor_enabled: false },
  },
};
const OK = { body: { success: true, need_two_factor: false, data: { user_id: 1000001 } } };
const CAPTCHA_REQUIRED = {
  status: 400,
  body: {
    message: 'Captcha is required',
    error_code: 'captcha_required',
    validation_errors: { captcha: 'captcha_required' },
  },
};
/** A proof-of-work challenge every counter solves (empty key prefix): the solver stops at 0. */
const EASY_CHALLENGE = {
  parameters: { algorithm: 'SHA-256', nonce: '00', salt: '00', cost: 1, keyLength: 4, keyPrefix: '' },
  signature: 'ab',
};

beforeAll(() => registerModal(LOGIN_MODAL, LoginModal));
afterEach(async () => {
  // The login remembers its last tab in localStorage: each test starts from a fresh browser.
  localStorage.clear();
  await act(() => modalStore.getState().hideAll());
  cleanup();
  vi.unstubAllGlobals();
  delete window.hcaptcha;
});

async function logIn(raw = {}) {
  renderWithSite(null, raw);
  act(() => void modalStore.getState().show(LOGIN_MODAL));
  await screen.findByRole('dialog', { name: 'Log in' });
  fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'a@b.co' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

/** The login server: asks for the captcha until a call carries one. */
const loginNeedingCaptcha = (call: Call) => ((call.body as { captcha?: string }).captcha ? OK : CAPTCHA_REQUIRED);

describe('login captcha step-up', () => {
  it('solves the proof of work the server asks for and sends the same login again with it', async () => {
    const { calls } = scriptFetch({
      'POST /web-api/user/auth': loginNeedingCaptcha,
      'GET /puzzle-api/challenge': { body: EASY_CHALLENGE },
      'GET /web-api/session-api/sessions/user': { body: USER },
    });
    await logIn();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const logins = calls.filter((c) => c.url === '/web-api/user/auth');
    expect(logins.map((c) => c.body)).toEqual([
      { login: 'a@b.co', password: 'secret-pass' },
      { login: 'a@b.co', password: 'secret-pass', captcha: expect.any(String) },
    ]);
    const token = JSON.parse(atob((logins[1]!.body as { captcha: string }).captcha));
    expect(token).toEqual({ challenge: EASY_CHALLENGE, solution: { counter: 0, derivedKey: expect.any(String) } });
  });

  it('uses the proof of work even when the brand has captchas off', async () => {
    const { calls } = scriptFetch({
      'POST /web-api/user/auth': loginNeedingCaptcha,
      'GET /puzzle-api/challenge': { body: EASY_CHALLENGE },
      'GET /web-api/session-api/sessions/user': { body: USER },
    });
    await logIn({ captcha: { type: 'disabled' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.url.startsWith('/puzzle-api/challenge'))).toBe(true);
  });

  it('after a wrong password, says sign-in now includes a check and sends the captcha up front', async () => {
    let attempt = 0;
    const { calls } = scriptFetch({
      'POST /web-api/user/auth': (call) => {
        attempt += 1;
        if (attempt === 1) return CAPTCHA_REQUIRED;
        if (attempt === 2) return { status: 401, body: { message: 'Incorrect login or password', error_code: 3 } };
        return loginNeedingCaptcha(call);
      },
      'GET /puzzle-api/challenge': { body: EASY_CHALLENGE },
      'GET /web-api/session-api/sessions/user': { body: USER },
    });
    await logIn();
    expect(await screen.findByText(translator.t('auth.error.credentials'))).toBeTruthy();
    expect(screen.getByTestId('login-captcha-notice').textContent).toBe(translator.t('auth.captchaNotice'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const third = calls.filter((c) => c.url === '/web-api/user/auth')[2];
    expect(third?.body).toMatchObject({ captcha: expect.any(String) });
  });

  it('asks the player to complete the check when they close the hosted captcha, and logs nothing in', async () => {
    scriptFetch({ 'POST /web-api/user/auth': loginNeedingCaptcha });
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) {
        if (node instanceof HTMLScriptElement) node.dispatchEvent(new Event('load'));
      }
    });
    observer.observe(document.head, { childList: true });
    window.hcaptcha = {
      render: (_container, params) => {
        setTimeout(() => params['close-callback']?.(), 0);
        return 'w1';
      },
      execute: () => undefined,
      reset: () => undefined,
      remove: () => undefined,
    };
    try {
      await logIn({ captcha: { type: 'hcaptcha', siteKeys: { hcaptcha: 'site-key' } } });
      expect(await screen.findByText(translator.t('captcha.dismissed'))).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
    } finally {
      observer.disconnect();
    }
  });
});

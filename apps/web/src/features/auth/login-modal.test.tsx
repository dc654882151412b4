// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { modalStore, registerModal } from '../../components/ui';
import { translator } from '../../lib/i18n';
import { renderWithSite, scriptFetch } from '../../test/accounts-test-utils';
import { LOGIN_MODAL, LoginModal } from './login-modal';
import { useAccountSession } from './session-store';

const USER = {
  data: {
    type: 'user',
    id: '1000001',
    attributes: { user_id: 1000001, email: 'a@b.co', phone: null, email_verified: true, two_factor_enabled: false },
  },
};

beforeAll(() => registerModal(LOGIN_MODAL, LoginModal));

afterEach(async () => {
  // The login remembers its last tab in localStorage: each test starts from a fresh browser.
  localStorage.clear();
  await act(() => modalStore.getState().hideAll());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openLogin(raw = {}, args?: { tab: 'email' }) {
  renderWithSite(null, raw);
  act(() => void modalStore.getState().show(LOGIN_MODAL, args));
  return screen.findByRole('dialog', { name: 'Log in' });
}

function fillPassword(login: string, password: string) {
  fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: login } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login modal', () => {
  it('opens on the account ID tab where one-click registration is on, then on the tab last used', async () => {
    scriptFetch({});
    await openLogin({ registration: { registrationTypes: ['fast_reg', 'full_reg'] } });
    expect(screen.getByRole('tab', { name: 'Account ID' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    await act(() => modalStore.getState().hideAll());
    cleanup();
    await openLogin({ registration: { registrationTypes: ['fast_reg', 'full_reg'] } });
    expect(screen.getByRole('tab', { name: 'Phone' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens on the first configured tab where no one-click registration hands out IDs', async () => {
    scriptFetch({});
    await openLogin({ registration: { registrationTypes: ['full_reg'] } });
    expect(screen.getByRole('tab', { name: 'E-mail' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens on the tab a flow names (an e-mail confirmation opens E-mail), before the one-click default', async () => {
    scriptFetch({});
    await openLogin({ registration: { registrationTypes: ['fast_reg', 'full_reg'] } }, { tab: 'email' });
    expect(screen.getByRole('tab', { name: 'E-mail' }).getAttribute('aria-selected')).toBe('true');
  });

  it('submits the login and password, loads the user and closes', async () => {
    const { calls } = scriptFetch({
      'POST /web-api/user/auth': { body: { success: true, need_two_factor: false, data: { user_id: 1000001 } } },
      'GET /web-api/session-api/sessions/user': { body: USER },
    });
    await openLogin();
    fillPassword('a@b.co', 'secret-pass');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]).toMatchObject({ method: 'POST', body: { login: 'a@b.co', password: 'secret-pass' } });
    expect(useAccountSession.getState().user?.id).toBe(1000001);
  });

  it('marks empty fields as required without calling the server', async () => {
    const { calls } = scriptFetch({});
    await openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('shows the server validation errors on their fields', async () => {
    scriptFetch({
      'POST /web-api/user/auth': {
        status: 400,
        body: { message: 'Invalid body', error_code: 1, validation_errors: { login: 'email_incorrect' } },
      },
    });
    await openLogin();
    fillPassword('nobody', 'x');
    const input = await screen.findByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(translator.t('email_incorrect'))).toBeTruthy();
  });

  it('says the login or password is wrong on 401, and shows the lock-out on 429', async () => {
    let status = 401;
    scriptFetch({
      'POST /web-api/user/auth': () => ({
        status,
        body:
          status === 401
            ? { message: 'Incorrect login or password', error_code: 3, validation_errors: {} }
            : { message: 'Too many', error_code: 'account_locked', validation_errors: {} },
      }),
    });
    await openLogin();
    fillPassword('a@b.co', 'wrong-pass');
    expect((await screen.findByRole('alert')).textContent).toMatch(/Incorrect login or password/);
    status = 429;
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/locked for 15 minutes/));
  });

  it('asks for the authenticator code when the account has two-factor on', async () => {
    const { calls } = scriptFetch({
      'POST /web-api/user/auth': { body: { success: true, need_two_factor: true, auth_id: 'challenge-1' } },
      'POST /web-api/user/twoauth/': { body: { success: true, need_two_factor: false, data: { user_id: 1000001 } } },
      'GET /web-api/session-api/sessions/user': { body: USER },
    });
    await openLogin();
    fillPassword('a@b.co', 'secret-pass');
    const step = await screen.findByTestId('login-two-factor');
    expect(screen.getByRole('dialog', { name: 'Two-factor authentication' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.submit(step);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.url.includes('twoauth'))?.body).toEqual({ auth_id: 'challenge-1', code: '123456' });
  });

  it('counts down before the SMS code can be sent again', async () => {
    scriptFetch({
      'POST /web-api/sms-auth/send-code': { body: { success: true, data: { message: 'sent', code_length: 6 } } },
    });
    await openLogin({ auth: { authTypes: ['sms', 'email'] } });
    fireEvent.change(screen.getByLabelText('Phone number with country code'), { target: { value: '77012345678' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const waiting = await screen.findByRole('button', { name: 'Send again in 60 s' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText('Code')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    const again = screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
  });
});

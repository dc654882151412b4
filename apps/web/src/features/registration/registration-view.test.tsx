// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FormField, modalStore, registerModal } from '../../components/ui';
import { renderWithSite, scriptFetch } from '../../test/accounts-test-utils';
import { LOGIN_MODAL, useAccountSession } from '../auth';
import { RegistrationView } from './registration-view';

afterEach(async () => {
  await act(() => modalStore.getState().hideAll());
  cleanup();
  vi.unstubAllGlobals();
});

const FAST_FIELDS: FormField[] = [
  {
    id: 'agree-policy',
    name: 'agree-policy',
    type: 'checkbox',
    label: 'registration.checkbox.agree_policy',
    required: true,
    show_top_label: false,
    validation: {
      required: { message: 'required', value: true },
      boolean: { message: 'must_be_checked', value: true },
    },
  },
];

const USER = {
  data: {
    type: 'user',
    id: '1000042',
    attributes: { user_id: 1000042, email: null, phone: null, email_verified: false, two_factor_enabled: false },
  },
};

function scriptRegistration() {
  return scriptFetch({
    'GET /web-api/api/web/registration/v1/types': { body: { data: { attributes: { types: ['fast_reg'] } } } },
    'GET /web-api/api/web/registration/v1/fields/fast_reg': {
      body: { data: { attributes: { fields: FAST_FIELDS, relation_fields: [] } } },
    },
    'POST /web-api/registration': { status: 500, body: { message: 'down' } },
    'POST /web-api/api/web/registration/v1/register/fast_reg': { body: { userId: 1000042, password: 'Gx7-kq2p-Zr9m' } },
    'GET /web-api/session-api/sessions/user': { body: USER },
  });
}

describe('one-click registration', () => {
  it('logs the player in while the generated login and password are still on screen', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = scriptRegistration();
    const onDone = vi.fn();
    renderWithSite(<RegistrationView variant="page" onDone={onDone} />, { captcha: { type: 'disabled' } });
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register in one click' }));

    const step = await screen.findByTestId('save-login');
    expect(step.textContent).toContain('1000042');
    expect(screen.getByTestId('generated-password').textContent).toBe('Gx7-kq2p-Zr9m');
    // The registration data failed to load: it is only logged, and the form still worked.
    expect(warn).toHaveBeenCalled();
    // Logged in behind the credentials: the header shows the account, the page may leave its form.
    await waitFor(() => expect(useAccountSession.getState().user?.id).toBe(1000042));
    expect(onDone).toHaveBeenCalled();
    expect(screen.getByTestId('generated-password').textContent).toBe('Gx7-kq2p-Zr9m');

    fireEvent.click(screen.getByRole('button', { name: 'I saved them, continue' }));
    await waitFor(() => expect(screen.queryByText('Gx7-kq2p-Zr9m')).toBeNull());
    const register = calls.find((c) => c.url.includes('/register/fast_reg'));
    expect(register?.body).toEqual({ fields: { 'agree-policy': true } });
  });
});

describe('e-mail registration', () => {
  it('says login works now and the e-mail confirmation is needed for withdrawals, and offers the login', async () => {
    scriptFetch({
      'GET /web-api/api/web/registration/v1/types': { body: { data: { attributes: { types: ['short_reg'] } } } },
      'GET /web-api/api/web/registration/v1/fields/short_reg': {
        body: { data: { attributes: { fields: FAST_FIELDS, relation_fields: [] } } },
      },
      'POST /web-api/registration': { status: 500, body: { message: 'down' } },
      'POST /web-api/api/web/registration/v1/register/short_reg': { status: 202, body: { status: 'check_email' } },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerModal(LOGIN_MODAL, () => <p>the login form</p>);
    const onDone = vi.fn();
    renderWithSite(<RegistrationView variant="popup" onDone={onDone} />, { captcha: { type: 'disabled' } });
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    const step = await screen.findByTestId('registration-check-email');
    expect(step.textContent).toMatch(/log in now/);
    expect(step.textContent).toMatch(/before your first withdrawal/);
    expect(step.textContent).not.toMatch(/activate the account/);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onDone).toHaveBeenCalled();
    expect(await screen.findByText('the login form')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite, scriptFetch } from '../../test/accounts-test-utils';
import { useAccountSession } from '../auth';
import { TwoFactorSection } from './two-factor-section';

const SETUP = { qr_code_url: 'data:image/png;base64,AAAA', qr_link: 'otpauth://totp/x', code: 'JBSWY3DPEHPK3PXP' };

beforeEach(() => {
  act(() =>
    useAccountSession.setState({
      status: 'user',
      user: {
        id: 7,
        email: 'p@x.io',
        phone: '77010000000',
        emailVerified: true,
        twoFactorEnabled: false,
        authByEmail: false,
      },
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function startSetup() {
  renderWithSite(<TwoFactorSection />);
  fireEvent.click(screen.getByRole('button', { name: 'Set up' }));
  expect((await screen.findByTestId('two-factor-secret')).textContent).toBe(SETUP.code);
  expect(screen.getByRole('img', { name: 'QR code for the authenticator app' }).getAttribute('src')).toBe(
    SETUP.qr_code_url,
  );
  fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123456' } });
  fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '000000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Switch on' }));
}

describe('two-factor set-up', () => {
  it('puts an error_code 2 refusal on the sms code field', async () => {
    scriptFetch({
      'POST /web-api/officeapi/gettwofactorqrcodeurl': { body: SETUP },
      'POST /web-api/officeapi/twofactorauthenable': {
        status: 400,
        body: { message: 'Incorrect code', error_code: 2, validation_errors: { sms_code: 'auth_incorrect_code' } },
      },
    });
    await startSetup();
    const sms = screen.getByLabelText('Code from the SMS');
    expect(await screen.findByText('Incorrect code')).toBeTruthy();
    expect(sms.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Code from the app').getAttribute('aria-invalid')).toBeNull();
  });

  it('puts any other refusal on the app code field', async () => {
    scriptFetch({
      'POST /web-api/officeapi/gettwofactorqrcodeurl': { body: SETUP },
      'POST /web-api/officeapi/twofactorauthenable': {
        status: 400,
        body: {
          message: 'Incorrect code from the app',
          error_code: 1,
          validation_errors: { app_code: 'auth_incorrect_code' },
        },
      },
    });
    await startSetup();
    await screen.findByText('Incorrect code');
    expect(screen.getByLabelText('Code from the app').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Code from the SMS').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the recovery key once after switching on', async () => {
    scriptFetch({
      'POST /web-api/officeapi/gettwofactorqrcodeurl': { body: SETUP },
      'POST /web-api/officeapi/twofactorauthenable': { body: { success: true, hash: 'recovery-abc' } },
      'GET /web-api/session-api/sessions/user': {
        body: {
          data: {
            type: 'user',
            id: '7',
            attributes: {
              user_id: 7,
              email: 'p@x.io',
              phone: '77010000000',
              email_verified: true,
              two_factor_enabled: true,
            },
          },
        },
      },
    });
    await startSetup();
    expect((await screen.findByTestId('recovery-hash')).textContent).toBe('recovery-abc');
    fireEvent.click(screen.getByRole('button', { name: 'I saved the key' }));
    expect(screen.queryByTestId('recovery-hash')).toBeNull();
    expect(screen.getByRole('button', { name: 'Switch off' })).toBeTruthy();
  });
});

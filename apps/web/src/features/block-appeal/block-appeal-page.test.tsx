// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptFetch } from '../../test/accounts-test-utils';
import { renderAt } from '../../test/layout-test-utils';
import { BLOCK_APPEAL_URL } from './block-appeal-api';
import { BlockAppealPage } from './block-appeal-page';

const MESSAGE = 'My account was blocked after I changed my phone number.';

function fill(values: { email?: string; account?: string; message?: string }) {
  const form = screen.getByTestId('appeal-form');
  if (values.email !== undefined)
    fireEvent.change(form.querySelector('[name="email"]')!, { target: { value: values.email } });
  if (values.account !== undefined)
    fireEvent.change(form.querySelector('[name="account"]')!, { target: { value: values.account } });
  if (values.message !== undefined)
    fireEvent.change(form.querySelector('[name="message"]')!, { target: { value: values.message } });
}
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send the appeal' }));
const field = (name: string) => screen.getByTestId('appeal-form').querySelector<HTMLInputElement>(`[name="${name}"]`)!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<BlockAppealPage/>', () => {
  it('sends the appeal with the page language and shows its number and the reply address', async () => {
    const { calls } = scriptFetch({
      [`POST ${BLOCK_APPEAL_URL}`]: {
        body: { data: { type: 'block-appeal', id: '42', attributes: { email: 'ann@example.com', created_at: '' } } },
      },
    });
    renderAt(<BlockAppealPage />, { path: '/en/block-appeal' });
    fill({ email: 'ann@example.com', account: '1000001', message: MESSAGE });
    send();
    expect((await screen.findByTestId('appeal-sent')).textContent).toContain('Appeal № 42 is sent');
    expect(screen.getByTestId('appeal-sent').textContent).toContain('ann@example.com');
    expect(calls[0]?.body).toEqual({ email: 'ann@example.com', account: '1000001', message: MESSAGE, lang: 'en' });
  });

  it('explains missing and short fields before sending anything', () => {
    const { calls } = scriptFetch({});
    renderAt(<BlockAppealPage />, { path: '/en/block-appeal' });
    fill({ message: 'Too short' });
    send();
    expect(screen.getByText('Fill in this field')).toBeTruthy();
    expect(screen.getByText('Use at least 20 characters')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's field refusal under its field with the shared bounds", async () => {
    scriptFetch({
      [`POST ${BLOCK_APPEAL_URL}`]: {
        status: 400,
        body: { message: 'Invalid', error_code: 1, validation_errors: { message: 'max_symbols_limit' } },
      },
    });
    renderAt(<BlockAppealPage />, { path: '/en/block-appeal' });
    fill({ email: 'ann@example.com', message: MESSAGE });
    send();
    expect(await screen.findByText('Use no more than 2000 characters')).toBeTruthy();
  });

  it('keeps what was written when the appeal cannot be sent, and says so', async () => {
    scriptFetch({
      [`POST ${BLOCK_APPEAL_URL}`]: { status: 429, body: { message: 'Too many', error_code: 'appeal_rate_limited' } },
    });
    renderAt(<BlockAppealPage />, { path: '/en/block-appeal' });
    fill({ email: 'ann@example.com', message: MESSAGE });
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many appeals were sent from here. Please try again later.',
    );
    await waitFor(() => expect(field('message').value).toBe(MESSAGE));
    expect(field('email').value).toBe('ann@example.com');
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ButtonField } from './button-field';
import type { FormField } from './form-field';
import { FieldHarness } from './forms-test-utils';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const sendCode: FormField = {
  id: 'send_sms',
  name: 'send_sms',
  type: 'button',
  text: 'Send code',
  resendText: 'forms.button.resendIn',
};

describe('button field', () => {
  it('counts down "Resend in {s}s" after sending, then can be pressed again', async () => {
    const onButton = vi.fn(async () => ({ resendAfter: 3 }));
    render(<FieldHarness component={ButtonField} field={sendCode} context={{ onButton }} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    expect(onButton).toHaveBeenCalledWith(sendCode);
    const button = screen.getByRole('button', { name: 'Resend in 3s' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('Resend in 2s');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(button.textContent).toBe('Send code');
    expect(button.disabled).toBe(false);
  });

  it('waits 60 s when the action does not say how long', async () => {
    render(<FieldHarness component={ButtonField} field={sendCode} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    expect(screen.getByRole('button').textContent).toBe('Resend in 60s');
  });

  it('stays off while its fields are not ready, unless it is always active', () => {
    render(<FieldHarness component={ButtonField} field={sendCode} context={{ isButtonEnabled: () => false }} />);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    render(
      <FieldHarness
        component={ButtonField}
        field={{ ...sendCode, alwaysActive: 'true', class: 'sms-button' }}
        context={{ isButtonEnabled: () => false }}
      />,
    );
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.className).toContain('sms-button');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldHarness } from './forms-test-utils';
import { PasswordField } from './password-field';

afterEach(() => cleanup());

describe('password field', () => {
  const password = { id: 4, name: 'password', type: 'password' as const, title: 'Password', show_pass_icon: true };

  it('hides the password by default and shows it with the eye button', () => {
    render(<FieldHarness component={PasswordField} field={password} initial="s3cret-pass" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('has no eye button when show_pass_icon is off', () => {
    render(<FieldHarness component={PasswordField} field={{ ...password, show_pass_icon: '0' }} initial="" />);
    expect(screen.queryByRole('button', { name: 'Show password' })).toBeNull();
  });
});

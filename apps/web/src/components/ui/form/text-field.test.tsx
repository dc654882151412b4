// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldHarness } from './forms-test-utils';
import { cleanTextInput, TextField } from './text-field';

afterEach(() => cleanup());

const passport = { id: 1, name: 'passport', type: 'input' as const, title: 'Passport number', mask: '## ## ######' };

describe('text field', () => {
  it('shows the mask as * while unfocused and as # while focused', () => {
    render(<FieldHarness component={TextField} field={passport} initial="" />);
    const input = screen.getByLabelText('Passport number');
    expect(input.getAttribute('placeholder')).toBe('** ** ******');
    fireEvent.focus(input);
    expect(input.getAttribute('placeholder')).toBe('## ## ######');
    fireEvent.blur(input);
    expect(input.getAttribute('placeholder')).toBe('** ** ******');
  });

  it('fits typed text into the mask, dropping what a place refuses', () => {
    const onValue = vi.fn();
    render(<FieldHarness component={TextField} field={passport} initial="" onValue={onValue} />);
    fireEvent.change(screen.getByLabelText('Passport number'), { target: { value: '12ab345678901' } });
    expect(onValue).toHaveBeenLastCalledWith('12 34 567890');
  });

  it.each([
    ['XX-####', 'ab1234', 'ab-1234'],
    ['AA ###', 'kz 123', 'KZ 123'],
    ['aa-SS', 'ABcd', 'ab-cd'],
    ['*** ***', '1234567', '123 456'],
  ])('mask %s turns %s into %s', (mask, typed, shown) => {
    expect(cleanTextInput(typed, { mask })).toBe(shown);
  });

  it('keeps only numeric characters in a numeric input', () => {
    expect(cleanTextInput('1a2,5x', { input_type: 'number' })).toBe('12.5');
  });

  it('offers a copy button only when show_copy_icon is on, and copies the value', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const field = { id: 2, name: 'ref_code', type: 'input' as const, title: 'Promo code', show_copy_icon: 1 };
    render(<FieldHarness component={TextField} field={field} initial="WELCOME" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('WELCOME');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    cleanup();
    render(<FieldHarness component={TextField} field={{ ...field, show_copy_icon: false }} initial="WELCOME" />);
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
  });

  it('marks an invalid field and points it at its error text', () => {
    const field = { id: 3, name: 'email', type: 'input' as const, title: 'E-mail', required: true };
    render(<FieldHarness component={TextField} field={field} initial="a@" error="Enter the domain after @" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter the domain after @');
  });
});

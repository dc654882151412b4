// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../modal-host';
import { modalStore } from '../modal-store';
import type { FormField, SubmitResult } from './form-field';
import './forms-test-utils';
import { orderFields, ServerForm } from './server-form';

afterEach(async () => {
  await act(() => modalStore.getState().hideAll());
  cleanup();
});

// A full registration form as the fields call describes it.
const fields: FormField[] = [
  { id: 'email', name: 'email', type: 'input', input_type: 'email', title: 'E-mail', required: true },
  { id: 'password', name: 'password', type: 'password', title: 'Password', required: true, show_pass_icon: true },
  {
    id: 'password_again',
    name: 'password_again',
    type: 'password',
    title: 'Repeat password',
    required: true,
    validation: { compare: { value: 'password', message: 'Passwords do not match' } },
  },
  {
    id: 'country_id',
    name: 'country_id',
    type: 'select',
    title: 'Country',
    required: true,
    options: [
      { id: 1, name: 'Russia', Alpha2: 'RU' },
      { id: 23, name: 'Germany', Alpha2: 'DE' },
    ],
  },
  { id: 'date_birthday', name: 'date_birthday', type: 'birthday_date', title: 'Date of birth', required: true },
  {
    id: 'agree-policy',
    name: 'agree-policy',
    type: 'checkbox',
    label: 'I am of age and accept the rules',
    required: true,
    validation: { boolean: { message: 'must_be_checked' } },
  },
  { id: 'custom_captcha', name: 'custom_captcha', type: 'captcha' },
];

function renderForm(onSubmit = vi.fn(async (): Promise<SubmitResult | undefined> => undefined)) {
  render(
    <>
      <ServerForm
        fields={fields}
        onSubmit={onSubmit}
        minAge={18}
        now={() => new Date(Date.UTC(2026, 5, 1))}
        submitLabel="Register"
        slots={{ captcha: <p>captcha goes here</p> }}
      />
      <ModalHost />
    </>,
  );
  return { onSubmit, submit: screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement };
}

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

function pickBirthday(day: string, month: string, year: string) {
  const group = screen.getByRole('group', { name: 'Date of birth' });
  fireEvent.change(within(group).getByLabelText('Day'), { target: { value: day } });
  fireEvent.change(within(group).getByLabelText('Month'), { target: { value: month } });
  fireEvent.change(within(group).getByLabelText('Year'), { target: { value: year } });
}

async function fillValidForm() {
  type('E-mail', 'player@example.com');
  type('Password', 'correct horse battery');
  type('Repeat password', 'correct horse battery');
  await act(async () => fireEvent.click(screen.getByLabelText('Country')));
  await act(async () => fireEvent.click(screen.getByRole('option', { name: /Germany/ })));
  pickBirthday('15', '6', '1990');
  fireEvent.click(screen.getByRole('checkbox', { name: 'I am of age and accept the rules' }));
}

describe('<ServerForm/>', () => {
  it('renders the fields in order with the caller slot and appends a submit button', () => {
    const { submit } = renderForm();
    expect(screen.getByText('captcha goes here')).toBeTruthy();
    const form = submit.closest('form')!;
    expect(form.lastElementChild?.lastElementChild).toBe(submit);
    expect(submit.disabled).toBe(true);
  });

  it('submits the visible values once every required field is valid', async () => {
    const { onSubmit, submit } = renderForm();
    await fillValidForm();
    expect(submit.disabled).toBe(false);
    await act(async () => fireEvent.click(submit));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'player@example.com',
      password: 'correct horse battery',
      password_again: 'correct horse battery',
      country_id: '23',
      date_birthday: '1990-06-15',
      'agree-policy': true,
      custom_captcha: '',
    });
  });

  it('keeps the form closed while the passwords differ or the player is under age', async () => {
    const { onSubmit, submit } = renderForm();
    await fillValidForm();
    type('Repeat password', 'correct horse battery!');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    type('Repeat password', 'correct horse battery');
    pickBirthday('15', '6', '2010');
    fireEvent.blur(screen.getByLabelText('Year'));
    expect(screen.getByText('You must be at least 18 years old')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await act(async () => fireEvent.submit(submit.closest('form')!));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks each required field for the eye and for screen readers, and leaves optional ones unmarked', () => {
    renderForm();
    const emailLabel = screen.getByText('E-mail', { selector: 'label' });
    expect(emailLabel.className).toMatch(/required/);
    expect(screen.getByLabelText('E-mail').getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('checkbox').getAttribute('aria-required')).toBe('true');
    // The country picker is a button: its "required" note is in its description.
    const country = screen.getByLabelText('Country');
    const noteIds = country.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(noteIds.map((id) => document.getElementById(id)?.textContent)).toContain('required');
    const birthday = screen.getByRole('group', { name: 'Date of birth' });
    expect(birthday.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('captcha goes here').closest('label')).toBeNull();
  });

  it('names what the disabled button still waits for, politely, and updates the sentence as fields are filled', async () => {
    const { submit } = renderForm();
    const missing = screen.getByTestId('form-missing');
    expect(missing.getAttribute('aria-live')).toBe('polite');
    expect(submit.getAttribute('aria-describedby')).toBe(missing.id);
    expect(missing.textContent).toBe(
      'Still needed: E-mail, Password, Repeat password, Date of birth, and I am of age and accept the rules.',
    );
    type('E-mail', 'player@example.com');
    expect(missing.textContent).toBe(
      'Still needed: Password, Repeat password, Date of birth, and I am of age and accept the rules.',
    );
    type('E-mail', 'player@');
    expect(missing.textContent).toMatch(/^Still needed: E-mail, Password/);
    await fillValidForm();
    expect(missing.textContent).toBe('');
    expect(submit.disabled).toBe(false);
    expect(submit.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the translated engine message for a field left invalid', () => {
    renderForm();
    type('E-mail', 'player@');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the domain after @')).toBeTruthy();
  });

  it('shows server validation errors on their fields', async () => {
    const { submit } = renderForm(
      vi.fn(async () => ({ validation_errors: { email: 'This e-mail is already registered' } })),
    );
    await fillValidForm();
    await act(async () => fireEvent.click(submit));
    expect(screen.getByText('This e-mail is already registered')).toBeTruthy();
    expect(submit.disabled).toBe(true);
  });
});

describe('orderFields', () => {
  it('places relation fields right after their parent and orphans last', () => {
    const parent: FormField = { id: 10, name: 'document_type_id', type: 'select' };
    const child: FormField = { id: 11, name: 'passport', type: 'input', parentFieldName: 'document_type_id' };
    const dependent: FormField = {
      id: 12,
      name: 'inn',
      type: 'input',
      depends_on: { action: 'show', condition: [1], field_id: 10 },
    };
    const orphan: FormField = { id: 13, name: 'bank', type: 'input', parentFieldName: 'nowhere' };
    const email: FormField = { id: 1, name: 'email', type: 'input' };
    expect(orderFields([parent, email], [orphan, child, dependent]).map((f) => f.name)).toEqual([
      'document_type_id',
      'passport',
      'inn',
      'email',
      'bank',
    ]);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { ExtendedCheckboxField } from './extended-checkbox-field';
import type { FormField } from './form-field';
import { FieldHarness } from './forms-test-utils';
import { LabelField } from './label-field';
import { ListField } from './list-field';
import { SlotField } from './slot-field';

afterEach(() => cleanup());

describe('checkbox fields', () => {
  it('toggles a boolean and labels the box with its text', () => {
    const onValue = vi.fn();
    const field: FormField = { id: 'receive_news', name: 'receive_news', type: 'checkbox', label: 'Send me news' };
    render(<FieldHarness component={CheckboxField} field={field} initial={false} onValue={onValue} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send me news' }));
    expect(onValue).toHaveBeenLastCalledWith(true);
  });

  it('puts links into the extended label and lets override texts replace label and link texts', () => {
    const field: FormField = {
      id: 'agree-policy',
      name: 'agree-policy',
      type: 'extended_checkbox',
      label: 'I accept the {rules} and the {privacy}',
      links: [
        { key: 'rules', text: 'rules', href: '/en/information/rules' },
        { key: 'privacy', text: 'privacy policy', href: '/en/information/privacyPolicy' },
      ],
      overrideTexts: { privacy: 'Privacy Notice' },
    };
    render(<FieldHarness component={ExtendedCheckboxField} field={field} initial={false} />);
    expect(screen.getByRole('checkbox', { name: 'I accept the rules and the Privacy Notice' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'rules' }).getAttribute('href')).toBe('/en/information/rules');
    expect(screen.getByRole('link', { name: 'Privacy Notice' }).getAttribute('rel')).toContain('noopener');
  });
});

describe('display and slot fields', () => {
  it('shows a label field as text', () => {
    render(
      <FieldHarness
        component={LabelField}
        field={{ id: 1, name: 'note', type: 'label', title: 'All fields are required' }}
      />,
    );
    expect(screen.getByText('All fields are required')).toBeTruthy();
  });

  it('renders the caller-provided widget in a captcha slot', () => {
    const field: FormField = { id: 2, name: 'custom_captcha', type: 'captcha' };
    render(
      <FieldHarness component={SlotField} field={field} context={{ renderSlot: (f) => <p>widget for {f.name}</p> }} />,
    );
    expect(screen.getByText('widget for custom_captcha')).toBeTruthy();
  });

  it('picks one item of a list', () => {
    const onValue = vi.fn();
    const field: FormField = {
      id: 3,
      name: 'bonus_choice',
      type: 'list',
      title: 'Welcome bonus',
      options: [
        { id: 0, name: 'Sport bonus' },
        { id: 1, name: 'Casino bonus' },
      ],
    };
    render(<FieldHarness component={ListField} field={field} initial="" onValue={onValue} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Casino bonus' }));
    expect(onValue).toHaveBeenLastCalledWith('1');
  });
});

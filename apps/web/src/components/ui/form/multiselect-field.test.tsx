// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormField } from './form-field';
import { FieldHarness } from './forms-test-utils';
import { MultiselectField } from './multiselect-field';

afterEach(() => cleanup());

const sports: FormField = {
  id: 9,
  name: 'favourite_sports',
  type: 'multiselect',
  title: 'Favourite sports',
  options: [
    { id: 1, name: 'Football' },
    { id: 2, name: 'Ice hockey' },
    { id: 3, name: 'Basketball' },
  ],
  validation: { maxLength: { value: 2, message: '' } },
};

describe('multiselect field', () => {
  it('locks the other options at the maximum and says why', () => {
    const onValue = vi.fn();
    render(<FieldHarness component={MultiselectField} field={sports} initial={[]} onValue={onValue} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Football' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Basketball' }));
    expect(onValue).toHaveBeenLastCalledWith(['1', '3']);
    expect(screen.getByRole('status').textContent).toBe(
      'Maximum of 2 options selected. First remove a selected option to select another.',
    );
    expect((screen.getByRole('checkbox', { name: 'Ice hockey' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Football' }));
    expect(onValue).toHaveBeenLastCalledWith(['3']);
    expect(screen.getByRole('status').textContent).toBe('');
    expect((screen.getByRole('checkbox', { name: 'Ice hockey' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('says when the search finds nothing', () => {
    render(<FieldHarness component={MultiselectField} field={sports} initial={[]} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'cricket' } });
    expect(screen.getByRole('status').textContent).toBe('No elements found. Consider changing the search query.');
  });

  it('says when the list has no options at all', () => {
    render(<FieldHarness component={MultiselectField} field={{ ...sports, options: [] }} initial={[]} />);
    expect(screen.getByRole('status').textContent).toBe('List is empty.');
  });
});

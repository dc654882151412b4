// @vitest-environment jsdom
import type { SelectOption } from '@fairline/shared/validation';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../modal-host';
import { modalStore } from '../modal-store';
import { SelectModalLimits } from './form-constants';
import type { FormField } from './form-field';
import { FieldHarness } from './forms-test-utils';
import { SelectField } from './select-field';
import { searchOptions } from './select-options';

afterEach(async () => {
  await act(() => modalStore.getState().hideAll());
  cleanup();
});

const countries: SelectOption[] = [
  { id: 1, name: 'Russia', Alpha2: 'RU' },
  { id: 23, name: 'Germany', Alpha2: 'DE' },
  { id: 40, name: 'Denmark', Alpha2: 'DK' },
  { id: 77, name: 'Kazakhstan', Alpha2: 'KZ' },
];

const country: FormField = {
  id: 'country_id',
  name: 'country_id',
  type: 'select',
  title: 'Country',
  options: countries,
};

function renderSelect(field: FormField, context = {}) {
  const onValue = vi.fn();
  render(
    <>
      <FieldHarness component={SelectField} field={field} initial="" onValue={onValue} context={context} />
      <ModalHost />
    </>,
  );
  return { onValue };
}

async function openList() {
  await act(async () => fireEvent.click(screen.getByLabelText('Country')));
  return screen.getByRole('dialog', { name: 'Country' });
}

describe('select field and its modal', () => {
  it('searches options by name and by iso code', async () => {
    renderSelect(country);
    const dialog = await openList();
    const search = within(dialog).getByRole('combobox');
    fireEvent.change(search, { target: { value: 'germ' } });
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['GermanyDE']);
    fireEvent.change(search, { target: { value: 'd' } });
    expect(within(dialog).getAllByRole('option')).toHaveLength(2);
    fireEvent.change(search, { target: { value: 'kz' } });
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['KazakhstanKZ']);
    fireEvent.change(search, { target: { value: 'zz' } });
    expect(within(dialog).getByRole('status').textContent).toBe(
      'No elements found. Consider changing the search query.',
    );
  });

  it('stores the picked option key and shows its name', async () => {
    const { onValue } = renderSelect(country);
    const dialog = await openList();
    await act(async () => fireEvent.click(within(dialog).getByRole('option', { name: /Kazakhstan/ })));
    expect(onValue).toHaveBeenCalledWith('77');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Country').textContent).toBe('Kazakhstan');
  });

  it('picks with the keyboard: arrows move, Enter chooses', async () => {
    const { onValue } = renderSelect(country);
    const dialog = await openList();
    const search = within(dialog).getByRole('combobox');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).toBe(within(dialog).getAllByRole('option')[1]?.id);
    await act(async () => fireEvent.keyDown(search, { key: 'Enter' }));
    expect(onValue).toHaveBeenCalledWith('23');
  });

  it('lists at most 1000 options', async () => {
    const many = Array.from({ length: 1500 }, (_, i) => ({ id: i, name: `Town ${i}` }));
    expect(searchOptions(many, '')).toHaveLength(SelectModalLimits.optionsLimit);
    renderSelect({ ...country, options: many });
    const dialog = await openList();
    expect(within(dialog).getAllByRole('option')).toHaveLength(1000);
  });

  it('shows 5 placeholders while the options load', async () => {
    let resolve: (options: SelectOption[]) => void = () => undefined;
    const loadOptions = () => new Promise<SelectOption[]>((r) => (resolve = r));
    renderSelect({ ...country, options: [] }, { loadOptions });
    const dialog = await openList();
    const loading = within(dialog).getByTestId('select-loading');
    expect(loading.querySelectorAll('[data-skeleton] > span')).toHaveLength(SelectModalLimits.placeholders);
    await act(async () => resolve(countries));
    expect(within(dialog).queryByTestId('select-loading')).toBeNull();
    expect(within(dialog).getAllByRole('option')).toHaveLength(4);
  });
});

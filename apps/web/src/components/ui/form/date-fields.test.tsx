// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BirthdayField } from './birthday-field';
import { DateField } from './date-field';
import { daysInMonth, joinDate, splitDate, yearRange } from './date-parts';
import type { FormField } from './form-field';
import { FieldHarness } from './forms-test-utils';

afterEach(() => cleanup());

const birthday: FormField = {
  id: 'date_birthday',
  name: 'date_birthday',
  type: 'birthday_date',
  title: 'Date of birth',
  maximum: '2008-12-31',
};

describe('date parts', () => {
  it.each([
    [{ day: '29', month: '2', year: '2000' }, '2000-02-29'],
    [{ day: '29', month: '2', year: '2001' }, ''],
    [{ day: '5', month: '', year: '1990' }, ''],
    [{ day: '5', month: '11', year: '1990' }, '1990-11-05'],
  ])('joins %o into "%s"', (parts, joined) => {
    expect(joinDate(parts)).toBe(joined);
  });

  it('splits a stored date back into parts', () => {
    expect(splitDate('1990-11-05')).toEqual({ day: '5', month: '11', year: '1990' });
    expect(splitDate('nonsense')).toEqual({ day: '', month: '', year: '' });
  });

  it('knows month lengths, leap years included', () => {
    expect(daysInMonth('2024', '2')).toBe(29);
    expect(daysInMonth('2023', '2')).toBe(28);
    expect(daysInMonth('', '4')).toBe(31);
  });

  it('offers years from the maximum back 100 years, or down to the minimum', () => {
    const now = new Date(Date.UTC(2026, 0, 1));
    expect(yearRange({ maximum: '2008-12-31' }, now).slice(0, 2)).toEqual([2008, 2007]);
    expect(yearRange({ maximum: '2008-12-31' }, now).at(-1)).toBe(1908);
    expect(yearRange({ minimum: { value: '2020-01-01', message: '' } }, now)).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020,
    ]);
  });
});

describe('birthday field', () => {
  it('holds a yyyy-MM-dd value only once day, month and year are all picked', () => {
    const onValue = vi.fn();
    render(<FieldHarness component={BirthdayField} field={birthday} initial="" onValue={onValue} />);
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '3' } });
    expect(onValue).toHaveBeenLastCalledWith('');
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1995' } });
    expect(onValue).toHaveBeenLastCalledWith('1995-03-07');
  });

  it('drops a day the new month does not have', () => {
    const onValue = vi.fn();
    render(<FieldHarness component={BirthdayField} field={birthday} initial="1995-01-31" onValue={onValue} />);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2' } });
    expect(onValue).toHaveBeenLastCalledWith('');
    expect((screen.getByLabelText('Day') as HTMLSelectElement).value).toBe('');
  });

  it('does not offer years after the maximum', () => {
    render(<FieldHarness component={BirthdayField} field={birthday} initial="" />);
    const years = [...(screen.getByLabelText('Year') as HTMLSelectElement).options].map((o) => o.value);
    expect(years[1]).toBe('2008');
  });
});

describe('date field', () => {
  it('is a native date input bounded by minimum and maximum', () => {
    const onValue = vi.fn();
    const field: FormField = {
      id: 'passport_date',
      name: 'passport_date',
      type: 'datepicker',
      title: 'Issued on',
      minimum: '1990-01-01 00:00:00',
      maximum: { value: '2026-06-30', message: 'date_max' },
    };
    render(<FieldHarness component={DateField} field={field} initial="" onValue={onValue} />);
    const input = screen.getByLabelText('Issued on');
    expect(input.getAttribute('type')).toBe('date');
    expect(input.getAttribute('min')).toBe('1990-01-01');
    expect(input.getAttribute('max')).toBe('2026-06-30');
    fireEvent.change(input, { target: { value: '2015-04-20' } });
    expect(onValue).toHaveBeenLastCalledWith('2015-04-20');
  });
});

import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { FieldShell } from '../field';
import { Select } from '../select';
import { type DateParts, daysInMonth, joinDate, splitDate, yearRange } from './date-parts';
import { inputText, useFieldLabels } from './field-labels';
import type { FieldComponentProps } from './form-field';
import styles from './forms.module.css';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const NO_PARTS: DateParts = { day: '', month: '', year: '' };

/** Picked parts while they match the form's value; a value set from outside (or a reset) wins. */
function shownParts(parts: DateParts, value: string): DateParts {
  const whole = joinDate(parts);
  if (value !== '') return whole === value ? parts : splitDate(value);
  return whole === '' ? parts : NO_PARTS;
}

function monthName(month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
}

/** Birthday as three selects (day, month, year); the value is `yyyy-MM-dd` once all three make a real date. */
export function BirthdayField({ field, value, error, disabled, onChange, onBlur }: FieldComponentProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const labels = useFieldLabels(field);
  const text = inputText(value);
  // Parts picked so far live here; the form only ever holds a whole date or nothing.
  const [parts, setParts] = useState<DateParts>(() => splitDate(text));
  const shown = shownParts(parts, text);
  const isDisabled = disabled || labels.isDisabled;
  const days = daysInMonth(shown.year, shown.month);

  const change = (patch: Partial<DateParts>) => {
    const next = { ...shown, ...patch };
    if (next.day !== '' && Number(next.day) > daysInMonth(next.year, next.month)) next.day = '';
    setParts(next);
    onChange(joinDate(next));
  };

  return (
    <FieldShell
      id={id}
      isRequired={labels.isRequired}
      requiredText={labels.requiredText}
      label={labels.label}
      hint={labels.hint}
      error={error}
      isGroup
      onGroupBlur={onBlur}
    >
      <div className={styles.row}>
        <Select
          label={t('forms.date.day')}
          value={shown.day}
          disabled={isDisabled}
          onChange={(e) => change({ day: e.target.value })}
        >
          <option value="">{t('forms.date.day')}</option>
          {Array.from({ length: days }, (_, index) => index + 1).map((day) => (
            <option key={day} value={String(day)}>
              {day}
            </option>
          ))}
        </Select>
        <Select
          label={t('forms.date.month')}
          value={shown.month}
          disabled={isDisabled}
          onChange={(e) => change({ month: e.target.value })}
        >
          <option value="">{t('forms.date.month')}</option>
          {MONTHS.map((month) => (
            <option key={month} value={String(month)}>
              {monthName(month, i18n.language)}
            </option>
          ))}
        </Select>
        <Select
          label={t('forms.date.year')}
          value={shown.year}
          disabled={isDisabled}
          onChange={(e) => change({ year: e.target.value })}
        >
          <option value="">{t('forms.date.year')}</option>
          {yearRange(field, new Date()).map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </Select>
      </div>
    </FieldShell>
  );
}

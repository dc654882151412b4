import type { FieldValue } from '@fairline/shared/validation';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { FieldShell } from '../field';
import fieldStyles from '../field.module.css';
import { IconButton } from '../icon-button';
import { Icon } from '../icons';
import inputStyles from '../input.module.css';
import { useFieldLabels } from './field-labels';
import { SEARCH_MAX_LENGTH, SelectModalLimits } from './form-constants';
import type { FieldComponentProps, FormField } from './form-field';
import styles from './forms.module.css';
import { optionKey, optionLabel, searchOptions } from './select-options';

/** The most options a multiselect takes: its maxLength rule, if any. */
export function multiselectMax(field: FormField): number | undefined {
  return field.validation?.maxLength?.value;
}

function asKeys(value: FieldValue): string[] {
  return Array.isArray(value) ? value : [];
}

/** A searchable checkbox list; at the maximum the other options lock and a message says why. */
export function MultiselectField({ field, value, error, disabled, onChange, onBlur }: FieldComponentProps) {
  const { t } = useTranslation();
  const id = useId();
  const labels = useFieldLabels(field);
  const [query, setQuery] = useState('');
  const keys = asKeys(value);
  const options = field.options ?? [];
  const shown = searchOptions(options, query);
  const max = multiselectMax(field);
  const isFull = max !== undefined && keys.length >= max;
  const isDisabled = disabled || labels.isDisabled;

  const toggle = (key: string, isOnNow: boolean) =>
    onChange(isOnNow ? [...keys, key] : keys.filter((existing) => existing !== key));

  const emptyText = options.length === 0 ? t('forms.list.empty') : shown.length === 0 ? t('forms.list.noResult') : '';

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
      {keys.length > 0 && (
        <ul className={styles.chips} aria-label={t('forms.multiselect.selected')}>
          {keys.map((key) => {
            const option = options.find((candidate) => optionKey(candidate) === key);
            const name = option ? optionLabel(option) : key;
            return (
              <li key={key} className={styles.chip}>
                {name}
                <IconButton
                  size="s"
                  label={t('forms.multiselect.remove', { name })}
                  icon={<Icon name="close" size={12} />}
                  disabled={isDisabled}
                  onClick={() => toggle(key, false)}
                />
              </li>
            );
          })}
        </ul>
      )}
      <input
        type="search"
        className={inputStyles.input}
        aria-label={t('forms.select.search')}
        placeholder={labels.placeholder || t('forms.select.search')}
        maxLength={SEARCH_MAX_LENGTH}
        value={query}
        disabled={isDisabled}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className={fieldStyles.hint} role="status">
        {isFull ? t('forms.multiselect.max', { max }) : emptyText}
      </p>
      <ul className={styles.list} style={{ maxBlockSize: SelectModalLimits.maxHeight }}>
        {shown.map((option) => {
          const key = optionKey(option);
          const isChecked = keys.includes(key);
          return (
            <li key={key}>
              <label className={styles.option} style={{ blockSize: SelectModalLimits.optionHeight }}>
                <input
                  type="checkbox"
                  checked={isChecked}
                  disabled={isDisabled || (isFull && !isChecked)}
                  onChange={(event) => toggle(key, event.target.checked)}
                />
                {optionLabel(option)}
              </label>
            </li>
          );
        })}
      </ul>
    </FieldShell>
  );
}

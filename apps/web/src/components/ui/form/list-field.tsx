import { useId } from 'react';
import { FieldShell } from '../field';
import { useFieldLabels } from './field-labels';
import type { FieldComponentProps } from './form-field';
import styles from './forms.module.css';
import { optionKey, optionLabel } from './select-options';

/** A list of options to pick one of (e.g. a bonus choice), as radio buttons. */
export function ListField({ field, value, error, disabled, onChange, onBlur }: FieldComponentProps) {
  const id = useId();
  const labels = useFieldLabels(field);
  return (
    <FieldShell id={id} isRequired={labels.isRequired} label={labels.label} hint={labels.hint} error={error} isGroup>
      <div className={styles.choices} role="radiogroup" aria-required={labels.isRequired || undefined}>
        {(field.options ?? []).map((option) => {
          const key = optionKey(option);
          return (
            <label key={key} className={styles.checkbox}>
              <input
                type="radio"
                name={field.name}
                value={key}
                checked={String(value ?? '') === key}
                disabled={disabled || labels.isDisabled}
                onBlur={onBlur}
                onChange={() => onChange(key)}
              />
              <span>{optionLabel(option)}</span>
            </label>
          );
        })}
      </div>
    </FieldShell>
  );
}

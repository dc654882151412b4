import { useId } from 'react';
import { cx } from '../cx';
import { describedBy, FieldShell } from '../field';
import inputStyles from '../input.module.css';
import { boundDate } from './date-parts';
import { inputText, useFieldLabels } from './field-labels';
import type { FieldComponentProps } from './form-field';
import styles from './forms.module.css';

/** A native date input bounded by the field's minimum and maximum; the value is `yyyy-MM-dd`. */
export function DateField({ field, value, error, disabled, onChange, onBlur }: FieldComponentProps) {
  const id = useId();
  const labels = useFieldLabels(field);
  return (
    <FieldShell
      id={id}
      isRequired={labels.isRequired}
      label={labels.label}
      isLabelHidden={labels.isLabelHidden}
      hint={labels.hint}
      error={error}
    >
      <input
        id={id}
        name={field.name}
        type="date"
        className={cx(inputStyles.input, styles.ltr)}
        value={inputText(value)}
        min={boundDate(field.minimum)}
        max={boundDate(field.maximum)}
        disabled={disabled || labels.isDisabled}
        required={labels.isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, labels.hint, error)}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldShell>
  );
}

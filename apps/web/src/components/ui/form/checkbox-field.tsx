import type { ReactNode } from 'react';
import { useId } from 'react';
import { describedBy, FieldShell } from '../field';
import fieldStyles from '../field.module.css';
import { useFieldLabels } from './field-labels';
import type { FieldComponentProps } from './form-field';
import styles from './forms.module.css';
import { useFieldText } from './use-field-text';

interface CheckboxControlProps extends FieldComponentProps {
  children: ReactNode;
}

/** The checkbox with its label text beside it; shared by the plain and the extended checkbox. */
export function CheckboxControl({ field, value, error, disabled, onChange, onBlur, children }: CheckboxControlProps) {
  const id = useId();
  const labels = useFieldLabels(field);
  return (
    <FieldShell id={id} hint={labels.hint} error={error}>
      <label className={styles.checkbox} htmlFor={id}>
        <input
          id={id}
          name={field.name}
          type="checkbox"
          checked={value === true}
          disabled={disabled || labels.isDisabled}
          aria-required={labels.isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, labels.hint, error)}
          onBlur={onBlur}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className={labels.isRequired ? fieldStyles.required : undefined}>{children}</span>
      </label>
    </FieldShell>
  );
}

/** A checkbox whose label is the field's label (or an override text), else its title. */
export function CheckboxField(props: FieldComponentProps) {
  const text = useFieldText();
  const { field } = props;
  return <CheckboxControl {...props}>{field.overrideTexts?.label ?? text(field.label || field.title)}</CheckboxControl>;
}

import { isOn } from '@fairline/shared/validation';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { cx } from '../cx';
import { describedBy, FieldShell } from '../field';
import { IconButton } from '../icon-button';
import { Icon } from '../icons';
import inputStyles from '../input.module.css';
import { inputText, useFieldLabels } from './field-labels';
import type { FieldComponentProps } from './form-field';
import styles from './forms.module.css';

/** A password input, hidden by default; `show_pass_icon` adds a show/hide toggle. */
export function PasswordField({ field, value, error, disabled, onChange, onBlur }: FieldComponentProps) {
  const { t } = useTranslation();
  const id = useId();
  const labels = useFieldLabels(field);
  const [isHidden, setHidden] = useState(true);
  const hasToggle = isOn(field.show_pass_icon);
  return (
    <FieldShell
      id={id}
      isRequired={labels.isRequired}
      label={labels.label}
      isLabelHidden={labels.isLabelHidden}
      hint={labels.hint}
      error={error}
    >
      <div className={styles.control}>
        <input
          id={id}
          name={field.name}
          type={isHidden ? 'password' : 'text'}
          autoComplete={field.name === 'password' || field.name === 'password_again' ? 'new-password' : undefined}
          className={cx(inputStyles.input, hasToggle && styles.withAction)}
          value={inputText(value)}
          placeholder={labels.placeholder}
          maxLength={field.max_length}
          disabled={disabled || labels.isDisabled}
          aria-required={labels.isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, labels.hint, error)}
          onBlur={onBlur}
          onChange={(event) => onChange(event.target.value)}
        />
        {hasToggle && (
          <IconButton
            className={styles.action}
            size="s"
            label={t(isHidden ? 'forms.password.show' : 'forms.password.hide')}
            aria-pressed={!isHidden}
            icon={<Icon name={isHidden ? 'eye' : 'eyeOff'} size={18} />}
            onClick={() => setHidden((hidden) => !hidden)}
          />
        )}
      </div>
    </FieldShell>
  );
}

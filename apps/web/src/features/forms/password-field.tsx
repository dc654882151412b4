import { isOn } from '@fairline/shared/validation';
import { useId, useState } from 'react';
import { cx, IconButton } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { inputText, useFieldLabels } from './field-labels';
import { describedBy, FieldShell } from './field-shell';
import type { FieldComponentProps } from './form-field';
import { FormIcon } from './form-icons';
import styles from './forms.module.css';

/** A password input, hidden by default; `show_pass_icon` adds a show/hide toggle. */
export function PasswordField({ field, value, error, disabled, onChange, onBlur }: FieldComponentProps) {
  const { t } = useTranslation();
  const id = useId();
  const labels = useFieldLabels(field);
  const [isHidden, setHidden] = useState(true);
  const hasToggle = isOn(field.show_pass_icon);
  return (
    <FieldShell id={id} label={labels.label} isLabelHidden={labels.isLabelHidden} hint={labels.hint} error={error}>
      <div className={styles.control}>
        <input
          id={id}
          name={field.name}
          type={isHidden ? 'password' : 'text'}
          autoComplete={field.name === 'password' || field.name === 'password_again' ? 'new-password' : undefined}
          className={cx(styles.input, hasToggle && styles.withAction)}
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
            icon={<FormIcon name={isHidden ? 'eye' : 'eyeOff'} />}
            onClick={() => setHidden((hidden) => !hidden)}
          />
        )}
      </div>
    </FieldShell>
  );
}

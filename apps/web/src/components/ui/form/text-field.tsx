import { applyMask, displayMask, isOn, sanitizeNumericInput } from '@fairline/shared/validation';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { cx } from '../cx';
import { FieldShell } from '../field';
import { IconButton } from '../icon-button';
import { Icon } from '../icons';
import inputStyles from '../input.module.css';
import { inputText } from './field-labels';
import type { FieldComponentProps, FormField } from './form-field';
import styles from './forms.module.css';
import { useFieldWiring } from './use-field-wiring';

const NATIVE_TYPES = new Set(['text', 'email', 'tel', 'url', 'search']);
const NUMERIC_TYPES = new Set(['number', 'numeric']);

/** Cleans typed text: fitted to the mask, or numeric-only for numeric inputs. */
export function cleanTextInput(raw: string, field: Pick<FormField, 'mask' | 'input_type' | 'max_length'>): string {
  // A mask may arrive in display form (`*` for digits); typing fits the `#` form.
  if (field.mask) return applyMask(raw, displayMask(field.mask, true));
  if (field.input_type && NUMERIC_TYPES.has(field.input_type)) {
    return sanitizeNumericInput(raw, { maxlength: field.max_length });
  }
  return raw;
}

/** A text input with optional mask (shown as `#` while focused, `*` otherwise) and copy button. */
export function TextField({ field, value, error, disabled, onChange, onBlur }: FieldComponentProps) {
  const { t } = useTranslation();
  const { labels, shell, input } = useFieldWiring(field, error);
  const [isFocused, setFocused] = useState(false);
  const [isCopied, setCopied] = useState(false);
  const text = inputText(value);
  const hasCopy = isOn(field.show_copy_icon);
  const isNumeric = field.input_type !== undefined && NUMERIC_TYPES.has(field.input_type);
  const type = field.input_type && NATIVE_TYPES.has(field.input_type) ? field.input_type : 'text';

  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };

  return (
    <FieldShell {...shell}>
      <div className={styles.control}>
        <input
          {...input}
          type={type}
          inputMode={isNumeric ? 'decimal' : undefined}
          className={cx(inputStyles.input, hasCopy && styles.withAction, field.mask && styles.ltr)}
          value={text}
          placeholder={field.mask ? displayMask(field.mask, isFocused) : labels.placeholder}
          maxLength={field.mask ? field.mask.length : field.max_length}
          disabled={disabled || labels.isDisabled}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            onBlur();
          }}
          onChange={(event) => {
            setCopied(false);
            onChange(cleanTextInput(event.target.value, field));
          }}
        />
        {hasCopy && (
          <IconButton
            className={styles.action}
            size="s"
            label={t(isCopied ? 'forms.copied' : 'forms.copy')}
            icon={<Icon name="copy" size={18} />}
            onClick={copy}
            disabled={text === ''}
          />
        )}
      </div>
    </FieldShell>
  );
}

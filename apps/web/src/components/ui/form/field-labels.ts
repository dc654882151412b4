import { isFieldRequired, isOn } from '@fairline/shared/validation';
import type { FormField } from './form-field';
import { useFieldText } from './use-field-text';

/** A field's translated label, placeholder and hint, and whether the label is drawn. */
export function useFieldLabels(field: FormField) {
  const text = useFieldText();
  const placeholder = text(field.important_placeholder || field.placeholder);
  const label = text(field.title) || placeholder || field.name;
  return {
    label,
    placeholder,
    hint: text(field.tooltip),
    // Without a top label the placeholder names the field on screen; the label still names it for screen readers.
    isLabelHidden: !isOn(field.show_top_label) && placeholder !== '' && field.show_top_label !== undefined,
    isRequired: isFieldRequired(field),
    isDisabled: isOn(field.disabled),
  };
}

/** The value as input text: strings and numbers, anything else empty. */
export function inputText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

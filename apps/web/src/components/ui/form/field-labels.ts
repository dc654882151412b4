import { isFieldRequired, isOn } from '@fairline/shared/validation';
import type { FormField } from './form-field';
import { useFieldText } from './use-field-text';

/**
 * The field's short name for sentences about it ("Still needed: E-mail, Consent to the rules"): its
 * title, else its placeholder, else a checkbox's label with its link placeholders left out.
 */
export function fieldNameText(field: FormField, text: (key: string | undefined) => string): string {
  const label = text(field.label)
    .replace(/\{[\w-]+\}/g, '')
    .trim();
  return text(field.title) || text(field.important_placeholder || field.placeholder) || label || field.name;
}

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
    /** Spoken after the label where the control cannot say aria-required itself (groups, pickers). */
    requiredText: text('forms.required'),
    isDisabled: isOn(field.disabled),
  };
}

/** The value as input text: strings and numbers, anything else empty. */
export function inputText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

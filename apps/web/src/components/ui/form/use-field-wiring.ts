import { useId } from 'react';
import { describedBy } from '../field';
import { useFieldLabels } from './field-labels';
import type { FormField } from './form-field';

/**
 * The label and required wiring of a single-input field: its id, its translated labels, the props of
 * its FieldShell (label, required mark, hint, error) and the ARIA props of its one input, which says
 * aria-required itself and points at the shell's hint and error texts.
 */
export function useFieldWiring(field: FormField, error: string | undefined) {
  const id = useId();
  const labels = useFieldLabels(field);
  return {
    id,
    labels,
    shell: {
      id,
      isRequired: labels.isRequired,
      label: labels.label,
      isLabelHidden: labels.isLabelHidden,
      hint: labels.hint,
      error,
    },
    input: {
      id,
      name: field.name,
      'aria-required': labels.isRequired || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, labels.hint, error),
    },
  };
}
